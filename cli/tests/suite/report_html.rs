//! `tessera report`: the page is well-formed (parsed as XML), self-contained (no script, no
//! external reference), and shows every access and every dependence of the model that
//! `tessera deps --format json` serialises: one table row per access and per dependence, one
//! graph node per access and one graph edge per (source, destination, kind); each nest at
//! least two deep gets an iteration-space picture.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tessera(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run tessera")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-report-html-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d.join(name)
}

const UNKNOWN: &str = "func.func @u(%A: memref<10xf64>, %idx: memref<10xindex>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %k = memref.load %idx[%i] : memref<10xindex>
      %v = memref.load %A[%k] : memref<10xf64>
      affine.store %v, %A[%j] : memref<10xf64>
    }
  }
  return
}
";

fn check(file: &str) -> (usize, usize) {
    let out = tmp(&format!(
        "{}.html",
        Path::new(file).file_stem().unwrap().to_str().unwrap()
    ));
    let r = tessera(&["report", file, "-o", out.to_str().unwrap()]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let html = std::fs::read_to_string(&out).expect("page written");
    let json = tessera(&["deps", file, "--format", "json"]);
    assert!(json.status.success());
    let model: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    let flow = tessera(&["deps", file, "--dataflow", "--format", "json"]);
    assert!(flow.status.success());
    let flow: serde_json::Value = serde_json::from_slice(&flow.stdout).expect("json");
    let doc = roxmltree::Document::parse_with_options(
        &html,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .expect("well-formed page");
    // Self-contained.
    for n in doc.descendants().filter(|n| n.is_element()) {
        let t = n.tag_name().name();
        assert!(
            !["script", "link", "img", "iframe", "object"].contains(&t),
            "{file}: <{t}>"
        );
        for a in n.attributes() {
            assert!(
                !["src", "href"].contains(&a.name()),
                "{file}: {}={}",
                a.name(),
                a.value()
            );
            if a.name() != "xmlns" {
                assert!(!a.value().contains("://"), "{file}: {}", a.value());
            }
        }
    }
    let (mut naccesses, mut ndeps) = (0, 0);
    let functions = model["functions"].as_array().expect("functions");
    assert!(!functions.is_empty());
    for f in functions {
        let name = f["name"].as_str().unwrap();
        let section = doc
            .descendants()
            .find(|n| n.has_tag_name("section") && n.attribute("data-function") == Some(name))
            .unwrap_or_else(|| panic!("{file}: no section for @{name}"));
        let rows = |attr: &str| -> Vec<String> {
            section
                .descendants()
                .filter(|n| n.has_tag_name("tr"))
                .filter_map(|n| n.attribute(attr).map(str::to_string))
                .collect()
        };
        let nodes: BTreeSet<String> = section
            .descendants()
            .filter(|n| n.attribute("class") == Some("node"))
            .filter_map(|n| n.attribute("data-access").map(str::to_string))
            .collect();
        let edges: BTreeSet<(String, String, String)> = section
            .descendants()
            .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("edge ")))
            .map(|n| {
                (
                    n.attribute("data-src").unwrap().to_string(),
                    n.attribute("data-dst").unwrap().to_string(),
                    n.attribute("class").unwrap()[5..].to_string(),
                )
            })
            .collect();
        let accesses = f["accesses"].as_array().unwrap();
        let want: Vec<String> = accesses.iter().map(|a| a["id"].to_string()).collect();
        assert_eq!(rows("data-access"), want, "{file} @{name}: access rows");
        // One dataflow row per read of `deps --dataflow`.
        let reads: Vec<String> = flow["functions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["name"] == f["name"])
            .flat_map(|g| g["reads"].as_array().unwrap().iter())
            .map(|r| r["access"].to_string())
            .collect();
        assert_eq!(rows("data-read"), reads, "{file} @{name}: dataflow rows");
        assert_eq!(
            nodes,
            want.iter().cloned().collect::<BTreeSet<_>>(),
            "{file} @{name}: graph nodes"
        );
        for a in accesses {
            let row = section
                .descendants()
                .find(|n| {
                    n.has_tag_name("tr") && n.attribute("data-access") == Some(&a["id"].to_string())
                })
                .unwrap();
            let text: String = row.descendants().filter_map(|n| n.text()).collect();
            assert!(text.contains(a["memref"].as_str().unwrap()), "{text}");
            assert!(text.contains(a["op"].as_str().unwrap()), "{text}");
            if let Some(r) = a["reason"].as_str() {
                assert!(text.contains(r), "{text}");
            }
        }
        let deps = f["dependences"].as_array().unwrap();
        let want: Vec<String> = deps
            .iter()
            .map(|d| format!("{}-{}-{}", d["src"], d["dst"], d["depth"]))
            .collect();
        assert_eq!(rows("data-dep"), want, "{file} @{name}: dependence rows");
        let want_edges: BTreeSet<(String, String, String)> = deps
            .iter()
            .map(|d| {
                (
                    d["src"].to_string(),
                    d["dst"].to_string(),
                    d["kind"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        assert_eq!(edges, want_edges, "{file} @{name}: graph edges");
        for d in deps {
            let row = section
                .descendants()
                .find(|n| {
                    n.attribute("data-dep")
                        == Some(&format!("{}-{}-{}", d["src"], d["dst"], d["depth"]))
                })
                .unwrap();
            let text: String = row.descendants().filter_map(|n| n.text()).collect();
            assert!(text.contains(d["kind"].as_str().unwrap()));
            assert!(text.contains(d["status"].as_str().unwrap()), "{text}");
            if let Some(r) = d["reason"].as_str() {
                assert!(text.contains(r), "{text}");
            }
        }
        naccesses += accesses.len();
        ndeps += deps.len();
    }
    (naccesses, ndeps)
}

#[test]
fn report_shows_every_access_and_dependence_of_the_model() {
    let unknown = tmp("unknown.mlir");
    std::fs::write(&unknown, UNKNOWN).unwrap();
    for file in [
        "examples/gemm.mlir",
        "examples/linalg_chain.mlir",
        "tests/corpus/polybench/mini/jacobi-1d.mlir",
        unknown.to_str().unwrap(),
    ] {
        let (a, d) = check(file);
        assert!(a > 0 && d > 0, "{file}: {a} accesses, {d} dependences");
    }
}

#[test]
fn report_draws_each_nest() {
    let out = tmp("gemm-nests.html");
    let r = tessera(&["report", "examples/gemm.mlir", "-o", out.to_str().unwrap()]);
    assert!(r.status.success());
    let html = std::fs::read_to_string(&out).unwrap();
    // examples/gemm.mlir: @kernel_gemm (nest %i, 3 deep) and @lower_triangle (nest %i).
    assert_eq!(
        html.matches("<h3>Iteration space of the nest %i</h3>")
            .count(),
        2
    );
    // The triangle: i in 0..16, j in 0..=i: 16 * 17 / 2 points.
    let tri = &html[html.find("data-function=\"lower_triangle\"").unwrap()..];
    let (space, sched) = tri
        .split_once("<h3>Schedule of the nest %i</h3>")
        .expect("a schedule picture");
    assert_eq!(space.matches("class=\"pt\"").count(), 136);
    assert!(!space.contains("class=\"sched\""));
    // The schedule picture: the same points, each at time i. (No dependence joins two
    // iterations: each one reads and writes its own cell. Pluto's lexmin over coefficients,
    // innermost first, then gives the hyperplanes i, j; the outer one is parallel, so no
    // wavefront.)
    assert_eq!(sched.matches("class=\"pt\"").count(), 136);
    let times =
        regex::Regex::new(r#"class="sched" data-x="(\d+)" data-y="\d+" data-t="(\d+)""#).unwrap();
    let mut n = 0;
    for c in times.captures_iter(sched) {
        assert_eq!(c[1], c[2]);
        n += 1;
    }
    assert_eq!(n, 136);
    // gemm's two statements are distributed: the caption says so.
    assert!(html.contains("S1 is run apart from S0 (dimension 0)"));
}
