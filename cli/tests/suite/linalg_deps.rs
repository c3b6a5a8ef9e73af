//! `tessera deps` on linalg ops (examples/linalg_chain.mlir): the text, json and dot reports
//! show linalg accesses, loops and declared-parallel violations; `mlir-remarks` keeps
//! mlir-opt's numbering (affine accesses only). Expected values are hand derivations.

fn tessera_deps(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .arg("deps")
        .args(args)
        .current_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("run tessera");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn cli_text_and_json_report_linalg_ops() {
    // examples/linalg_chain.mlir, @chain: fill C; matmul C += A B; s[i] += sum_j C[i][j] by a
    // generic declaring both loops parallel; an affine loop s[i] += s[i-1].
    let text = tessera_deps(&["examples/linalg_chain.mlir", "--function", "chain"]);
    for needle in [
        "#0 linalg.fill (outs 0) %C at 7:3: write, loops [d0, d1]",
        "#4 linalg.matmul (outs 0) %C at 8:3: write, loops [d0, d1, d2]",
        // matmul's k loop (d2, 6 long) carries C[i][j] += ... with distance 1..=5; the
        // components and the witness are named by the op's loops.
        "WAW #4 -> #4 depth 3, carried by d2 of linalg.matmul (8:3), direction (d0: [0, 0], d1: [0, 0], d2: [1, 5]); witness: src (d0 = 0, d1 = 0, d2 = 0) -> dst (d0 = 0, d1 = 0, d2 = 1), cell [0, 0]",
        // The fill's C[i][j] is read by the matmul, later in program order.
        "RAW #0 -> #3 depth 1, loop-independent",
        "linalg.matmul d2 at 8:3 (depth 3, declared reduction): parallel as a reduction (memref cell: arith.addf)",
        "linalg.generic d1 at 10:3 (depth 2, declared parallel): parallel as a reduction",
        "warning: linalg.generic d1 at 10:3 is declared parallel but carries",
        // The generic's write of s[i] reaches the affine loop's read of s[i - 1] at i: no
        // common loop, the source iteration named by the generic's loops, the destination by
        // the affine loop's (the first instance: s[0], written at d0 = 0, read at %i = 1).
        "RAW #7 -> #8 depth 1, loop-independent; witness: src (d0 = 0, d1 = 0) -> dst (%i = 1), cell [0]",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
    let json: serde_json::Value = serde_json::from_str(&tessera_deps(&[
        "examples/linalg_chain.mlir",
        "--format",
        "json",
    ]))
    .unwrap();
    let f = &json["functions"][0];
    assert_eq!(f["accesses"][3]["op"], "linalg.matmul");
    assert_eq!(f["accesses"][3]["role"], "outs");
    assert_eq!(f["accesses"][3]["operand"], 0);
    assert_eq!(
        f["accesses"][3]["loops"],
        serde_json::json!(["d0", "d1", "d2"])
    );
    let loops = f["loops"].as_array().unwrap();
    let gen_d1 = loops
        .iter()
        .find(|l| l["op"] == "linalg.generic" && l["loop"] == "d1")
        .unwrap();
    assert_eq!(gen_d1["declared"], "parallel");
    assert_eq!(gen_d1["verdict"], "reduction");
    // The verdict as the text report words it.
    assert_eq!(
        gen_d1["verdict_text"],
        "parallel as a reduction (memref cell: arith.addf)"
    );
    assert_eq!(gen_d1["declared_parallel_violation"]["kind"], "WAR");
    let mm_d0 = loops
        .iter()
        .find(|l| l["op"] == "linalg.matmul" && l["loop"] == "d0")
        .unwrap();
    assert_eq!(mm_d0["verdict"], "parallel");
    assert!(mm_d0["declared_parallel_violation"].is_null());
    // @scale: dynamic sizes, a linalg.map inside an affine loop.
    let g = &json["functions"][1];
    assert_eq!(g["accesses"][0]["loops"], serde_json::json!(["%t", "d0"]));
    let dot = tessera_deps(&["examples/linalg_chain.mlir", "--format", "dot"]);
    assert!(dot.contains("linalg.matmul (outs 0) %C"), "{dot}");
}

#[test]
fn cli_mlir_remarks_number_only_affine_accesses() {
    // mlir-opt 22's --test-memref-dependence-check ignores linalg ops: on @chain it numbers the
    // three affine accesses of the loop (0, 1, 2; one loop: depths 1 and 2) and on @scale none.
    // Hand derivation for s[i-1] (0), s[i] (1), store s[i] (2), i in 1..8: the store reaches the
    // load of s[i-1] one iteration later ([1, 1] at depth 1), and the load of s[i] in the same
    // iteration precedes the store (depth 2, loop-independent).
    let out = tessera_deps(&["examples/linalg_chain.mlir", "--format", "mlir-remarks"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 18, "{out}");
    assert!(lines
        .iter()
        .all(|l| l.contains(": remark: dependence from ")));
    assert!(
        out.contains(
            "examples/linalg_chain.mlir:20:5: remark: dependence from 2 to 0 at depth 1 = [1, 1]"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "examples/linalg_chain.mlir:18:10: remark: dependence from 1 to 2 at depth 2 = true"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "examples/linalg_chain.mlir:17:10: remark: dependence from 0 to 2 at depth 1 = false"
        ),
        "{out}"
    );
}
