//! `tessera deps` reports each `affine.execute_region` as an affine scope of its own (text and
//! json).

#[test]
fn deps_report_names_region_scopes() {
    let exe = env!("CARGO_BIN_EXE_tessera");
    let f = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus/exreg/nests_in_regions.mlir");
    let out = std::process::Command::new(exe)
        .arg("deps")
        .arg(&f)
        .output()
        .expect("run");
    assert!(out.status.success());
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(s.contains("function @nests"), "{s}");
    assert!(s.contains("affine.execute_region at 9:5 in @nests"), "{s}");
    // Inside the region the %j loop of the first nest carries nothing: parallel.
    assert!(s.contains("parallel"), "{s}");
    let out = std::process::Command::new(exe)
        .args(["deps", "--format", "json"])
        .arg(&f)
        .output()
        .expect("run");
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let funcs = j["functions"].as_array().expect("functions");
    assert_eq!(funcs.len(), 2);
    assert_eq!(funcs[1]["scope"]["op"], "affine.execute_region");
}
