//! The linalg dialect: printing checked against `mlir-opt` 22, round trips through the generic
//! form; the verifier's negative tests are in ir_dialect_linalg_errors.rs.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` on the sources
//! below. Error positions and messages are mlir-opt 22's for the same input (the op name for
//! verifier errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::check_print;

#[test]
fn print_linalg_generic_memref() {
    check_print(
        r#"// linalg.generic on memrefs: elementwise, transposition, reductions,
// matmul written generically with a library_call, payloads using
// linalg.index, broadcasting maps, and strided operand layouts.
#id2 = affine_map<(i, j) -> (i, j)>
#tr2 = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
#matmul_accesses = [
  affine_map<(m, n, k) -> (m, k)>,
  affine_map<(m, n, k) -> (k, n)>,
  affine_map<(m, n, k) -> (m, n)>
]
#matmul_trait = {
  indexing_maps = #matmul_accesses,
  iterator_types = ["parallel", "parallel", "reduction"],
  library_call = "linalg_matmul",
  doc = "C(m, n) += A(m, k) * B(k, n)"
}

func.func @pointwise_add(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"],
                  library_call = "pointwise_add"}
      ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

func.func @transpose(%A: memref<8x16xf32>, %B: memref<16x8xf32>) {
  linalg.generic {indexing_maps = [#tr2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<8x16xf32>) outs(%B : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

func.func @row_sum(%A: memref<?x?xf64>, %S: memref<?xf64>) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<?x?xf64>) outs(%S : memref<?xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %acc, %a : f64
    linalg.yield %s : f64
  }
  return
}

func.func @matmul_generic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #matmul_trait ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.mulf %a, %b : f32
    %e = arith.addf %c, %d : f32
    linalg.yield %e : f32
  }
  return
}

// Writes i * 100 + j into every element; uses linalg.index in the payload.
func.func @iota(%O: memref<10x100xi64>) {
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%O : memref<10x100xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %c100 = arith.constant 100 : i64
    %m = arith.muli %ii, %c100 : i64
    %v = arith.addi %m, %jj : i64
    linalg.yield %v : i64
  }
  return
}

func.func @strided_operands(%A: memref<4x4xf32, strided<[8, 1], offset: ?>>, %B: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%B : memref<4x4xf32>) attrs = {tessera.tag = "strided"} {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

func.func @broadcast_bias(%X: memref<16x32xf32>, %bias: memref<32xf32>, %Y: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (j)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%X, %bias : memref<16x32xf32>, memref<32xf32>) outs(%Y : memref<16x32xf32>) {
  ^bb0(%x: f32, %b: f32, %y: f32):
    %s = arith.addf %x, %b : f32
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  }
  return
}
"#,
        r#"#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @pointwise_add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"], library_call = "pointwise_add"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @transpose(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>) {
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @row_sum(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>) {
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<?x?xf64>) outs(%arg1 : memref<?xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.addf %out, %in : f64
      linalg.yield %0 : f64
    }
    return
  }
  func.func @matmul_generic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.generic {doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], library_call = "linalg_matmul"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @iota(%arg0: memref<10x100xi64>) {
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<10x100xi64>) {
    ^bb0(%out: i64):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = arith.index_cast %0 : index to i64
      %3 = arith.index_cast %1 : index to i64
      %c100_i64 = arith.constant 100 : i64
      %4 = arith.muli %2, %c100_i64 : i64
      %5 = arith.addi %4, %3 : i64
      linalg.yield %5 : i64
    }
    return
  }
  func.func @strided_operands(%arg0: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg1: memref<4x4xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%arg1 : memref<4x4xf32>) attrs =  {tessera.tag = "strided"} {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.negf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @broadcast_bias(%arg0: memref<16x32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>) {
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<16x32xf32>, memref<32xf32>) outs(%arg2 : memref<16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    return
  }
}

"#,
    );
}

#[test]
fn print_linalg_generic_tensor() {
    check_print(
        r#"// linalg.generic on tensors: results returned as SSA values, several
// outputs, reductions into a rank-reduced init, mixed dynamic shapes, and a
// chain of generics (producer/consumer) for fusion passes.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @relu(%x: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @col_sum_and_max(%x: tensor<8x16xf32>, %s0: tensor<16xf32>, %m0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%s0, %m0 : tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: f32, %s: f32, %m: f32):
    %ns = arith.addf %s, %a : f32
    %nm = arith.maximumf %m, %a : f32
    linalg.yield %ns, %nm : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xf32>
}

func.func @scale_then_shift(%x: tensor<32x32xf64>, %init: tensor<32x32xf64>, %a: f64, %b: f64) -> tensor<32x32xf64> {
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf64>) outs(%init : tensor<32x32xf64>) {
  ^bb0(%v: f64, %o: f64):
    %m = arith.mulf %v, %a : f64
    linalg.yield %m : f64
  } -> tensor<32x32xf64>
  %shifted = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<32x32xf64>) outs(%init : tensor<32x32xf64>) {
  ^bb0(%v: f64, %o: f64):
    %s = arith.addf %v, %b : f64
    linalg.yield %s : f64
  } -> tensor<32x32xf64>
  return %shifted : tensor<32x32xf64>
}

func.func @scalar_input(%s: f32, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : f32) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
"#,
        r#"#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
module {
  func.func @relu(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %1 = arith.maximumf %in, %cst : f32
      linalg.yield %1 : f32
    } -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @col_sum_and_max(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg1, %arg2 : tensor<16xf32>, tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32, %out_0: f32):
      %1 = arith.addf %out, %in : f32
      %2 = arith.maximumf %out_0, %in : f32
      linalg.yield %1, %2 : f32, f32
    } -> (tensor<16xf32>, tensor<16xf32>)
    return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
  }
  func.func @scale_then_shift(%arg0: tensor<32x32xf64>, %arg1: tensor<32x32xf64>, %arg2: f64, %arg3: f64) -> tensor<32x32xf64> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2 = arith.mulf %in, %arg2 : f64
      linalg.yield %2 : f64
    } -> tensor<32x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2 = arith.addf %in, %arg3 : f64
      linalg.yield %2 : f64
    } -> tensor<32x32xf64>
    return %1 : tensor<32x32xf64>
  }
  func.func @scalar_input(%arg0: f32, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

"#,
    );
}

#[test]
fn print_linalg_named_memref() {
    check_print(
        r#"// Named linalg ops on memrefs: fill, copy, matmul (plain and with a cast
// attribute), batch_matmul, matvec, vecmat, dot, transpose, broadcast,
// the conv_2d family and pooling, as mlir-opt 22 prints them.
func.func @fill_copy(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%A : memref<?x?xf32>)
  linalg.copy ins(%A : memref<?x?xf32>) outs(%B : memref<?x?xf32>)
  return
}

func.func @blas(%A: memref<64x32xf32>, %B: memref<32x16xf32>, %C: memref<64x16xf32>,
                %x: memref<32xf32>, %y: memref<64xf32>, %z: memref<32xf32>, %d: memref<f32>) {
  linalg.matmul ins(%A, %B : memref<64x32xf32>, memref<32x16xf32>) outs(%C : memref<64x16xf32>)
  linalg.matvec ins(%A, %x : memref<64x32xf32>, memref<32xf32>) outs(%y : memref<64xf32>)
  linalg.vecmat ins(%y, %A : memref<64xf32>, memref<64x32xf32>) outs(%z : memref<32xf32>)
  linalg.dot ins(%x, %z : memref<32xf32>, memref<32xf32>) outs(%d : memref<f32>)
  return
}

func.func @batch_matmul(%A: memref<4x8x16xf32>, %B: memref<4x16x32xf32>, %C: memref<4x8x32xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<4x8x16xf32>, memref<4x16x32xf32>) outs(%C : memref<4x8x32xf32>)
  return
}

func.func @matmul_mixed(%A: memref<16x8xi8>, %B: memref<8x4xi8>, %C: memref<16x4xi32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%A, %B : memref<16x8xi8>, memref<8x4xi8>) outs(%C : memref<16x4xi32>)
  return
}

func.func @matmul_dynamic(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  linalg.matmul ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>)
  return
}

func.func @layout_ops(%A: memref<8x16xf32>, %T: memref<16x8xf32>, %v: memref<16xf32>, %M: memref<8x16xf32>) {
  linalg.transpose ins(%A : memref<8x16xf32>) outs(%T : memref<16x8xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<16xf32>) outs(%M : memref<8x16xf32>) dimensions = [0]
  return
}

func.func @convs(%in: memref<1x32x32x3xf32>, %f_hwcf: memref<3x3x3x8xf32>, %out: memref<1x30x30x8xf32>,
                 %in_nchw: memref<1x3x32x32xf32>, %f_fchw: memref<8x3x3x3xf32>, %out_nchw: memref<1x8x30x30xf32>,
                 %img: memref<32x32xf32>, %ker: memref<3x3xf32>, %res: memref<30x30xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %f_hwcf : memref<1x32x32x3xf32>, memref<3x3x3x8xf32>) outs(%out : memref<1x30x30x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in_nchw, %f_fchw : memref<1x3x32x32xf32>, memref<8x3x3x3xf32>) outs(%out_nchw : memref<1x8x30x30xf32>)
  linalg.conv_2d ins(%img, %ker : memref<32x32xf32>, memref<3x3xf32>) outs(%res : memref<30x30xf32>)
  return
}

func.func @conv_strided(%in: memref<1x33x33x4xf32>, %f: memref<8x3x3x4xf32>, %out: memref<1x8x8x8xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%in, %f : memref<1x33x33x4xf32>, memref<8x3x3x4xf32>) outs(%out : memref<1x8x8x8xf32>)
  return
}

func.func @depthwise_and_pool(%in: memref<1x16x16x8xf32>, %dw: memref<3x3x8xf32>, %dout: memref<1x14x14x8xf32>,
                              %win: memref<2x2xf32>, %pout: memref<1x8x8x8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %dw : memref<1x16x16x8xf32>, memref<3x3x8xf32>) outs(%dout : memref<1x14x14x8xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %win : memref<1x16x16x8xf32>, memref<2x2xf32>) outs(%pout : memref<1x8x8x8xf32>)
  return
}
"#,
        r#"module {
  func.func @fill_copy(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: f32) {
    linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<?x?xf32>)
    linalg.copy ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
    return
  }
  func.func @blas(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<32xf32>, %arg4: memref<64xf32>, %arg5: memref<32xf32>, %arg6: memref<f32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<64x32xf32>, memref<32x16xf32>) outs(%arg2 : memref<64x16xf32>)
    linalg.matvec ins(%arg0, %arg3 : memref<64x32xf32>, memref<32xf32>) outs(%arg4 : memref<64xf32>)
    linalg.vecmat ins(%arg4, %arg0 : memref<64xf32>, memref<64x32xf32>) outs(%arg5 : memref<32xf32>)
    linalg.dot ins(%arg3, %arg5 : memref<32xf32>, memref<32xf32>) outs(%arg6 : memref<f32>)
    return
  }
  func.func @batch_matmul(%arg0: memref<4x8x16xf32>, %arg1: memref<4x16x32xf32>, %arg2: memref<4x8x32xf32>) {
    linalg.batch_matmul ins(%arg0, %arg1 : memref<4x8x16xf32>, memref<4x16x32xf32>) outs(%arg2 : memref<4x8x32xf32>)
    return
  }
  func.func @matmul_mixed(%arg0: memref<16x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<16x4xi32>) {
    linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<16x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<16x4xi32>)
    return
  }
  func.func @matmul_dynamic(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>, %arg2: memref<?x?xf64>) {
    linalg.matmul ins(%arg0, %arg1 : memref<?x?xf64>, memref<?x?xf64>) outs(%arg2 : memref<?x?xf64>)
    return
  }
  func.func @layout_ops(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<16xf32>, %arg3: memref<8x16xf32>) {
    linalg.transpose ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) permutation = [1, 0] 
    linalg.broadcast ins(%arg2 : memref<16xf32>) outs(%arg3 : memref<8x16xf32>) dimensions = [0] 
    return
  }
  func.func @convs(%arg0: memref<1x32x32x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x30x30x8xf32>, %arg3: memref<1x3x32x32xf32>, %arg4: memref<8x3x3x3xf32>, %arg5: memref<1x8x30x30xf32>, %arg6: memref<32x32xf32>, %arg7: memref<3x3xf32>, %arg8: memref<30x30xf32>) {
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x32x32x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x30x30x8xf32>)
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x3x32x32xf32>, memref<8x3x3x3xf32>) outs(%arg5 : memref<1x8x30x30xf32>)
    linalg.conv_2d ins(%arg6, %arg7 : memref<32x32xf32>, memref<3x3xf32>) outs(%arg8 : memref<30x30xf32>)
    return
  }
  func.func @conv_strided(%arg0: memref<1x33x33x4xf32>, %arg1: memref<8x3x3x4xf32>, %arg2: memref<1x8x8x8xf32>) {
    linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x33x33x4xf32>, memref<8x3x3x4xf32>) outs(%arg2 : memref<1x8x8x8xf32>)
    return
  }
  func.func @depthwise_and_pool(%arg0: memref<1x16x16x8xf32>, %arg1: memref<3x3x8xf32>, %arg2: memref<1x14x14x8xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x8xf32>) {
    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x16x16x8xf32>, memref<3x3x8xf32>) outs(%arg2 : memref<1x14x14x8xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg3 : memref<1x16x16x8xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x8x8x8xf32>)
    return
  }
}

"#,
    );
}

#[test]
fn print_linalg_named_tensor() {
    check_print(
        r#"// Named linalg ops on tensors: fill of a tensor.empty, matmul chains,
// batch_matmul, matvec, dot, copy, conv_2d_nhwc_hwcf with strides, and
// elementwise linalg.map / linalg.reduce.
func.func @matmul_fill(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %C0 = linalg.fill ins(%zero : f32) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %C = linalg.matmul ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %C : tensor<?x?xf32>
}

func.func @static_chain(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %D: tensor<32x4xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x4xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %AB = linalg.matmul ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%z0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %ABD = linalg.matmul ins(%AB, %D : tensor<16x32xf32>, tensor<32x4xf32>) outs(%z1 : tensor<16x4xf32>) -> tensor<16x4xf32>
  return %ABD : tensor<16x4xf32>
}

func.func @blas_tensors(%A: tensor<2x4x8xf32>, %B: tensor<2x8x3xf32>, %C: tensor<2x4x3xf32>,
                        %M: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>, %d: tensor<f32>)
    -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>) {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%C : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %1 = linalg.matvec ins(%M, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.dot ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%d : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<8xf32>
  %3 = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1, %2, %3 : tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>
}

func.func @conv_tensor(%in: tensor<1x65x65x16xf32>, %f: tensor<3x3x16x32xf32>, %out: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %f : tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>) outs(%out : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  return %r : tensor<1x32x32x32xf32>
}

func.func @map_reduce(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>, %acc: tensor<f32>) -> tensor<f32> {
  %sum = linalg.map { arith.addf } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  %red = linalg.reduce { arith.addf } ins(%sum : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
  return %red : tensor<f32>
}
"#,
        r#"module {
  func.func @matmul_fill(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %1 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %1 : tensor<?x?xf32>
  }
  func.func @static_chain(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32x4xf32>) -> tensor<16x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = tensor.empty() : tensor<16x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %5 = linalg.matmul ins(%3, %arg2 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%4 : tensor<16x4xf32>) -> tensor<16x4xf32>
    return %5 : tensor<16x4xf32>
  }
  func.func @blas_tensors(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x3xf32>, %arg2: tensor<2x4x3xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>) -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>) {
    %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %1 = linalg.matvec ins(%arg3, %arg4 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.dot ins(%arg4, %arg4 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<f32>) -> tensor<f32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.copy ins(%arg4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
    return %0, %1, %2, %4 : tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>
  }
  func.func @conv_tensor(%arg0: tensor<1x65x65x16xf32>, %arg1: tensor<3x3x16x32xf32>, %arg2: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>) outs(%arg2 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    return %0 : tensor<1x32x32x32xf32>
  }
  func.func @map_reduce(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>) -> tensor<f32> {
    %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<64xf32>, tensor<64xf32>) outs(%arg2 : tensor<64xf32>)
    %reduced = linalg.reduce { arith.addf } ins(%mapped : tensor<64xf32>) outs(%arg3 : tensor<f32>) dimensions = [0] 
    return %reduced : tensor<f32>
  }
}

"#,
    );
}

#[test]
fn print_map_reduce_long() {
    check_print(
        r#"func.func @f(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>, %acc: tensor<f32>, %m: memref<64xf32>) -> tensor<64xf32> {
  %sum = linalg.map ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %0 = arith.mulf %x, %y : f32
      %1 = arith.addf %0, %z : f32
      linalg.yield %1 : f32
    }
  %red = linalg.reduce ins(%sum : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %0 = arith.mulf %x, %y : f32
      linalg.yield %0 : f32
    }
  linalg.map { math.absf } ins(%m : memref<64xf32>) outs(%m : memref<64xf32>)
  %e = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  return %sum : tensor<64xf32>
}
"#,
        r#"module {
  func.func @f(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>, %arg4: memref<64xf32>) -> tensor<64xf32> {
    %mapped = linalg.map ins(%arg0, %arg1 : tensor<64xf32>, tensor<64xf32>) outs(%arg2 : tensor<64xf32>)
      (%in: f32, %in_1: f32, %init: f32) {
        %0 = arith.mulf %in, %in_1 : f32
        %1 = arith.addf %0, %init : f32
        linalg.yield %1 : f32
      }
    %reduced = linalg.reduce ins(%mapped : tensor<64xf32>) outs(%arg3 : tensor<f32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %0 = arith.mulf %in, %init : f32
        linalg.yield %0 : f32
      }
    linalg.map { math.absf } ins(%arg4 : memref<64xf32>) outs(%arg4 : memref<64xf32>)
    %mapped_0 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : tensor<64xf32>, tensor<64xf32>) outs(%arg2 : tensor<64xf32>)
    return %mapped : tensor<64xf32>
  }
}

"#,
    );
}

#[test]
fn print_matmul_maps_casts() {
    check_print(
        r#"#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%A: memref<8x4xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %x: memref<1x8x8x3xf16>, %w: memref<3x3x3x4xf16>, %o: memref<1x6x6x4xf32>, %s: f64, %ci: memref<8x16xi32>, %A2: memref<4x8xf32>) {
  linalg.matmul indexing_maps = [#a, #b, #c] ins(%A, %B : memref<8x4xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%x, %w : memref<1x8x8x3xf16>, memref<3x3x3x4xf16>) outs(%o : memref<1x6x6x4xf32>)
  linalg.matmul ins(%A2, %ci : memref<4x8xf32>, memref<8x16xi32>) outs(%C : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%A2, %ci : memref<4x8xf32>, memref<8x16xi32>) outs(%C : memref<4x16xf32>)
  return
}
"#,
        r#"#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @f(%arg0: memref<8x4xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<1x8x8x3xf16>, %arg4: memref<3x3x3x4xf16>, %arg5: memref<1x6x6x4xf32>, %arg6: f64, %arg7: memref<8x16xi32>, %arg8: memref<4x8xf32>) {
    linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
    linalg.conv_2d_nhwc_hwcf ins(%arg3, %arg4 : memref<1x8x8x3xf16>, memref<3x3x3x4xf16>) outs(%arg5 : memref<1x6x6x4xf32>)
    linalg.matmul ins(%arg8, %arg7 : memref<4x8xf32>, memref<8x16xi32>) outs(%arg2 : memref<4x16xf32>)
    linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg8, %arg7 : memref<4x8xf32>, memref<8x16xi32>) outs(%arg2 : memref<4x16xf32>)
    return
  }
}

"#,
    );
}
