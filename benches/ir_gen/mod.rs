//! Generator of large, realistic affine/arith modules for the parse/print benchmark (shared by
//! `benches/ir_parse_print.rs` and `examples/ir_gen.rs`, which writes the same text to a file for
//! `scripts/bench-parse-vs-mlir-opt.sh`). Deterministic: the output depends only on the size.

use std::fmt::Write;

const HEADER: &str = "#map = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map1 = affine_map<(d0, d1) -> (d0 * 64 + d1)>
#map2 = affine_map<(d0) -> (d0 floordiv 4)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0, d1) : (d0 - d1 >= 0)>
";

fn kernel(out: &mut String, k: usize) {
    let n = 64 + (k % 7) * 8;
    let ty = format!("memref<{n}x{n}xf32>");
    let _ = writeln!(
        out,
        "  func.func @kernel_{k}(%arg0: {ty}, %arg1: {ty}, %arg2: {ty}, %arg3: index) {{"
    );
    let _ = writeln!(out, "    %cst = arith.constant {}.000000e+00 : f32", k % 5);
    let _ = writeln!(out, "    %c{k}_i32 = arith.constant {k} : i32");
    let _ = writeln!(out, "    affine.for %arg4 = 0 to {} {{", n - 1);
    let _ = writeln!(
        out,
        "      affine.for %arg5 = 0 to min #map(%arg4)[%arg3] {{"
    );
    let _ = writeln!(out, "        %4 = affine.load %arg0[%arg4, %arg5] : {ty}");
    let _ = writeln!(
        out,
        "        %5 = affine.load %arg1[%arg5, %arg4 + 1] : {ty}"
    );
    let _ = writeln!(out, "        %6 = arith.mulf %4, %5 : f32");
    let _ = writeln!(out, "        %7 = arith.addf %6, %cst : f32");
    let _ = writeln!(out, "        %8 = affine.apply #map1(%arg4, %arg5)");
    let _ = writeln!(out, "        %9 = arith.index_cast %8 : index to i32");
    let _ = writeln!(out, "        %10 = arith.addi %9, %c{k}_i32 : i32");
    let _ = writeln!(out, "        %11 = arith.sitofp %10 : i32 to f32");
    let _ = writeln!(out, "        %12 = arith.maximumf %7, %11 : f32");
    let _ = writeln!(out, "        affine.store %12, %arg2[%arg4, %arg5] : {ty}");
    let _ = writeln!(out, "        affine.if #set(%arg4, %arg5) {{");
    let _ = writeln!(out, "          %13 = affine.apply #map2(%arg5)");
    let _ = writeln!(
        out,
        "          %14 = affine.load %arg2[%arg4 + 1, %13] : {ty}"
    );
    let _ = writeln!(
        out,
        "          %15 = arith.subf %14, %12 fastmath<fast> : f32"
    );
    let _ = writeln!(
        out,
        "          affine.store %15, %arg2[%arg4 + 1, %13] : {ty}"
    );
    let _ = writeln!(out, "        }}");
    let _ = writeln!(out, "      }}");
    let _ = writeln!(out, "      %0 = affine.apply #map3(%arg4)");
    let _ = writeln!(out, "      %1 = affine.load %arg2[%0, %arg4] : {ty}");
    let _ = writeln!(out, "      %2 = arith.cmpf ogt, %1, %cst : f32");
    let _ = writeln!(out, "      %3 = arith.select %2, %1, %cst : f32");
    let _ = writeln!(out, "      affine.store %3, %arg2[%0, %arg4] : {ty}");
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "    return");
    let _ = writeln!(out, "  }}");
}

/// A module of about `target_bytes` bytes of affine loop nests (in the form mlir-opt prints).
pub fn generate(target_bytes: usize) -> String {
    let mut out = String::with_capacity(target_bytes + 4096);
    out.push_str(HEADER);
    out.push_str("module {\n");
    let mut k = 0;
    while out.len() < target_bytes {
        kernel(&mut out, k);
        k += 1;
    }
    out.push_str("}\n\n");
    out
}
