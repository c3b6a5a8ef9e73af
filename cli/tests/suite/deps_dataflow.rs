//! `tessera deps FILE --dataflow`: the text and JSON of the value-based dataflow, the
//! uninitialised-read warning, a directory of files, and bad input (file:line:col, status 1).

use std::process::Output;

fn tessera(args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"));
    c.args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = c.spawn().expect("run tessera");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("tessera ends")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A scalar accumulator (doitgen's `sum`) and a recurrence; derivations in the test.
const SRC: &str = "func.func @f(%N: index, %A: memref<?xf64>, %B: memref<?x?xf64>) {
  %c = arith.constant 1.0 : f64
  %t = memref.alloca() : memref<f64>
  affine.for %i = 0 to %N {
    affine.store %c, %t[] : memref<f64>
    affine.for %k = 0 to %N {
      %v = affine.load %t[] : memref<f64>
      %w = affine.load %B[%i, %k] : memref<?x?xf64>
      %s = arith.addf %v, %w : f64
      affine.store %s, %t[] : memref<f64>
    }
    %r = affine.load %t[] : memref<f64>
    affine.store %r, %A[%i] : memref<?xf64>
  }
  %u = memref.alloca() : memref<f64>
  %x = affine.load %u[] : memref<f64>
  affine.store %x, %A[0] : memref<?xf64>
  return
}
";

#[test]
fn json_gives_the_last_writer_of_every_read() {
    let out = tessera(&["deps", "-", "--dataflow", "--format", "json"], Some(SRC));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["schema"], "tessera-dataflow/1");
    let f = &doc["functions"][0];
    assert_eq!(f["name"], "f");
    assert_eq!(f["params"], serde_json::json!(["N"]));
    let reads = f["reads"].as_array().unwrap();
    // Access numbers: #0 store %t, #1 load %t, #2 load %B, #3 store %t, #4 load %t, #5 store
    // %A, #6 load %u, #7 store %A.
    let ids: Vec<u64> = reads
        .iter()
        .map(|r| r["access"].as_u64().unwrap())
        .collect();
    assert_eq!(ids, vec![1, 2, 4, 6]);
    // The load of %t at (i, k): k = 0 reads the store before the k loop (#0, iteration i);
    // k >= 1 reads the accumulation of iteration (i, k - 1) (#3).
    let r1 = &reads[0];
    assert_eq!(r1["pos"], "7:12");
    assert_eq!(r1["loops"], serde_json::json!(["%i", "%k"]));
    let src: Vec<(u64, bool, String)> = r1["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["write"].as_u64().unwrap(),
                s["may"].as_bool().unwrap(),
                s["relation"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(src.len(), 2);
    assert_eq!((src[0].0, src[0].1), (0, false));
    assert!(src[0].2.contains("k = 0"), "{}", src[0].2);
    assert_eq!((src[1].0, src[1].1), (3, false));
    assert!(src[1].2.contains("k = k' + 1"), "{}", src[1].2);
    assert!(r1["initial"].as_str().unwrap().contains("false"));
    // %B is never written: every instance reads the input.
    assert_eq!(reads[1]["sources"], serde_json::json!([]));
    assert_eq!(reads[1]["initial"], reads[1]["domain"]);
    // After the k loop: the last accumulation, k' = N - 1.
    assert!(reads[2]["sources"][0]["relation"]
        .as_str()
        .unwrap()
        .contains("k' + 1 = N"));
    // %u is read before any write: a warning names it.
    assert!(reads[3]["uninitialised"].is_string());
    let w = doc["warnings"][0].as_str().unwrap();
    assert!(
        w.starts_with("16:8: #6 affine.load reads %u before any write"),
        "{w}"
    );
}

#[test]
fn text_says_it_in_words() {
    let out = tessera(&["deps", "-", "--dataflow"], Some(SRC));
    assert!(out.status.success());
    let t = text(&out.stdout);
    assert!(
        t.contains("#1 affine.load of %t at 7:12 (in loops %i, %k)"),
        "{t}"
    );
    assert!(
        t.contains("reads the value stored by #0 affine.store at 5:5:"),
        "{t}"
    );
    assert!(
        t.contains("reads the value from before the function at:"),
        "{t}"
    );
    assert!(
        t.contains("warning: 16:8: #6 affine.load reads %u before any write"),
        "{t}"
    );
}

#[test]
fn bad_input_and_unsupported_formats_fail_cleanly() {
    let out = tessera(
        &["deps", "-", "--dataflow"],
        Some("func.func @f() {\n  affine.for %i = 0 to {\n}\n"),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("<stdin>:2:"),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    let out = tessera(&["deps", "-", "--dataflow", "--format", "dot"], Some(SRC));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--dataflow prints text or json"));
    let out = tessera(&["deps", "-", "--dataflow", "--function", "g"], Some(SRC));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no function named 'g'"));
}
