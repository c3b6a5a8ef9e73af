// Pairs of functions for tests/linalg_ops_exec.rs: @X_linalg uses one of the linalg ops
// added for MLIR 22 (contract, elementwise, the quantized named ops, mmt4d, depthwise hwcm,
// the named elementwise ops), @X_ref computes the same thing with hand-written affine loops
// written from the op's definition (MLIR 22's op documentation and
// `mlir-opt --linalg-generalize-named-ops`: loops in the order of the iteration dims, the
// payload's operations in its order). Lowering @X_linalg with linalg-to-affine and running
// both under the interpreter on the same seeded arguments must give bit-identical memrefs.

// C[m, n] += A[m, k] * B[n, k]  (loops m, n, k; k is a reduction: not in C's map)
func.func @contract_nt_linalg(%A: memref<3x5xf32>, %B: memref<4x5xf32>, %C: memref<3x4xf32>) {
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
    ins(%A, %B : memref<3x5xf32>, memref<4x5xf32>) outs(%C : memref<3x4xf32>)
  return
}
func.func @contract_nt_ref(%A: memref<3x5xf32>, %B: memref<4x5xf32>, %C: memref<3x4xf32>) {
  affine.for %m = 0 to 3 {
    affine.for %n = 0 to 4 {
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%m, %k] : memref<3x5xf32>
        %b = affine.load %B[%n, %k] : memref<4x5xf32>
        %c = affine.load %C[%m, %n] : memref<3x4xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%m, %n] : memref<3x4xf32>
      }
    }
  }
  return
}

// Batch-reduce form: the batch loop is a reduction too. C[m, n] += A[b, m, k] * B[b, k, n]
func.func @contract_batch_reduce_linalg(%A: memref<2x3x4xf64>, %B: memref<2x4x3xf64>, %C: memref<3x3xf64>) {
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>]
    ins(%A, %B : memref<2x3x4xf64>, memref<2x4x3xf64>) outs(%C : memref<3x3xf64>)
  return
}
func.func @contract_batch_reduce_ref(%A: memref<2x3x4xf64>, %B: memref<2x4x3xf64>, %C: memref<3x3xf64>) {
  affine.for %b = 0 to 2 {
    affine.for %m = 0 to 3 {
      affine.for %n = 0 to 3 {
        affine.for %k = 0 to 4 {
          %x = affine.load %A[%b, %m, %k] : memref<2x3x4xf64>
          %y = affine.load %B[%b, %k, %n] : memref<2x4x3xf64>
          %c = affine.load %C[%m, %n] : memref<3x3xf64>
          %p = arith.mulf %x, %y : f64
          %s = arith.addf %c, %p : f64
          affine.store %s, %C[%m, %n] : memref<3x3xf64>
        }
      }
    }
  }
  return
}

// Broadcast operand and unsigned casts: C[m, n] += zext(v[k]) * zext(B[k, n])
func.func @contract_bcast_unsigned_linalg(%v: memref<5xi8>, %B: memref<5x4xi8>, %C: memref<3x4xi32>) {
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
    {cast = #linalg.type_fn<cast_unsigned>}
    ins(%v, %B : memref<5xi8>, memref<5x4xi8>) outs(%C : memref<3x4xi32>)
  return
}
func.func @contract_bcast_unsigned_ref(%v: memref<5xi8>, %B: memref<5x4xi8>, %C: memref<3x4xi32>) {
  affine.for %m = 0 to 3 {
    affine.for %n = 0 to 4 {
      affine.for %k = 0 to 5 {
        %a = affine.load %v[%k] : memref<5xi8>
        %b = affine.load %B[%k, %n] : memref<5x4xi8>
        %c = affine.load %C[%m, %n] : memref<3x4xi32>
        %ea = arith.extui %a : i8 to i32
        %eb = arith.extui %b : i8 to i32
        %p = arith.muli %ea, %eb : i32
        %s = arith.addi %c, %p : i32
        affine.store %s, %C[%m, %n] : memref<3x4xi32>
      }
    }
  }
  return
}

// out[i, j] = exp(x[i, j])
func.func @elementwise_exp_linalg(%x: memref<3x4xf32>, %o: memref<3x4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%x : memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  return
}
func.func @elementwise_exp_ref(%x: memref<3x4xf32>, %o: memref<3x4xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %a = affine.load %x[%i, %j] : memref<3x4xf32>
      %e = math.exp %a : f32
      affine.store %e, %o[%i, %j] : memref<3x4xf32>
    }
  }
  return
}

// out[i, j] = v[j] - y[i, j]  (broadcast map on the first input)
func.func @elementwise_sub_bcast_linalg(%v: memref<4xf32>, %y: memref<3x4xf32>, %o: memref<3x4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub>
    indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>]
    ins(%v, %y : memref<4xf32>, memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  return
}
func.func @elementwise_sub_bcast_ref(%v: memref<4xf32>, %y: memref<3x4xf32>, %o: memref<3x4xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %a = affine.load %v[%j] : memref<4xf32>
      %b = affine.load %y[%i, %j] : memref<3x4xf32>
      %d = arith.subf %a, %b : f32
      affine.store %d, %o[%i, %j] : memref<3x4xf32>
    }
  }
  return
}

// out[i, j] = x[j, i] * y[i, j]  (transposed map)
func.func @elementwise_mul_transposed_linalg(%x: memref<4x3xf64>, %y: memref<3x4xf64>, %o: memref<3x4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<mul>
    indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>]
    ins(%x, %y : memref<4x3xf64>, memref<3x4xf64>) outs(%o : memref<3x4xf64>)
  return
}
func.func @elementwise_mul_transposed_ref(%x: memref<4x3xf64>, %y: memref<3x4xf64>, %o: memref<3x4xf64>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %a = affine.load %x[%j, %i] : memref<4x3xf64>
      %b = affine.load %y[%i, %j] : memref<3x4xf64>
      %p = arith.mulf %a, %b : f64
      affine.store %p, %o[%i, %j] : memref<3x4xf64>
    }
  }
  return
}

// out[i] = 1.0 / x[i]
func.func @elementwise_reciprocal_linalg(%x: memref<6xf32>, %o: memref<6xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%x : memref<6xf32>) outs(%o : memref<6xf32>)
  return
}
func.func @elementwise_reciprocal_ref(%x: memref<6xf32>, %o: memref<6xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 6 {
    %a = affine.load %x[%i] : memref<6xf32>
    %r = arith.divf %one, %a : f32
    affine.store %r, %o[%i] : memref<6xf32>
  }
  return
}

// out[i] = x[i] * x[i]
func.func @elementwise_square_linalg(%x: memref<6xf32>, %o: memref<6xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%x : memref<6xf32>) outs(%o : memref<6xf32>)
  return
}
func.func @elementwise_square_ref(%x: memref<6xf32>, %o: memref<6xf32>) {
  affine.for %i = 0 to 6 {
    %a = affine.load %x[%i] : memref<6xf32>
    %r = arith.mulf %a, %a : f32
    affine.store %r, %o[%i] : memref<6xf32>
  }
  return
}

// out[i] = maxui(x[i], y[i])
func.func @elementwise_max_unsigned_linalg(%x: memref<6xi32>, %y: memref<6xi32>, %o: memref<6xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%x, %y : memref<6xi32>, memref<6xi32>) outs(%o : memref<6xi32>)
  return
}
func.func @elementwise_max_unsigned_ref(%x: memref<6xi32>, %y: memref<6xi32>, %o: memref<6xi32>) {
  affine.for %i = 0 to 6 {
    %a = affine.load %x[%i] : memref<6xi32>
    %b = affine.load %y[%i] : memref<6xi32>
    %r = arith.maxui %a, %b : i32
    affine.store %r, %o[%i] : memref<6xi32>
  }
  return
}

// out[i] = c[i] ? x[i] : y[i]
func.func @elementwise_select_linalg(%c: memref<6xi1>, %x: memref<6xf32>, %y: memref<6xf32>, %o: memref<6xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %x, %y : memref<6xi1>, memref<6xf32>, memref<6xf32>) outs(%o : memref<6xf32>)
  return
}
func.func @elementwise_select_ref(%c: memref<6xi1>, %x: memref<6xf32>, %y: memref<6xf32>, %o: memref<6xf32>) {
  affine.for %i = 0 to 6 {
    %p = affine.load %c[%i] : memref<6xi1>
    %a = affine.load %x[%i] : memref<6xf32>
    %b = affine.load %y[%i] : memref<6xf32>
    %r = arith.select %p, %a, %b : f32
    affine.store %r, %o[%i] : memref<6xf32>
  }
  return
}

// Named elementwise ops: o = tanh(x); p = x + y; q = powf(x, y)
func.func @named_elementwise_linalg(%x: memref<2x3xf32>, %y: memref<2x3xf32>, %o: memref<2x3xf32>, %p: memref<2x3xf32>, %q: memref<2x3xf32>) {
  linalg.tanh ins(%x : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  linalg.add ins(%x, %y : memref<2x3xf32>, memref<2x3xf32>) outs(%p : memref<2x3xf32>)
  linalg.powf ins(%x, %y : memref<2x3xf32>, memref<2x3xf32>) outs(%q : memref<2x3xf32>)
  return
}
func.func @named_elementwise_ref(%x: memref<2x3xf32>, %y: memref<2x3xf32>, %o: memref<2x3xf32>, %p: memref<2x3xf32>, %q: memref<2x3xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %a = affine.load %x[%i, %j] : memref<2x3xf32>
      %t = math.tanh %a : f32
      affine.store %t, %o[%i, %j] : memref<2x3xf32>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %a = affine.load %x[%i, %j] : memref<2x3xf32>
      %b = affine.load %y[%i, %j] : memref<2x3xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %p[%i, %j] : memref<2x3xf32>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %a = affine.load %x[%i, %j] : memref<2x3xf32>
      %b = affine.load %y[%i, %j] : memref<2x3xf32>
      %s = math.powf %a, %b : f32
      affine.store %s, %q[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

// C[m, n] += (sext(A[m, k]) - za) * (sext(B[k, n]) - zb)
func.func @quantized_matmul_linalg(%A: memref<3x5xi8>, %B: memref<5x4xi8>, %za: i32, %zb: i32, %C: memref<3x4xi32>) {
  linalg.quantized_matmul ins(%A, %B, %za, %zb : memref<3x5xi8>, memref<5x4xi8>, i32, i32) outs(%C : memref<3x4xi32>)
  return
}
func.func @quantized_matmul_ref(%A: memref<3x5xi8>, %B: memref<5x4xi8>, %za: i32, %zb: i32, %C: memref<3x4xi32>) {
  affine.for %m = 0 to 3 {
    affine.for %n = 0 to 4 {
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%m, %k] : memref<3x5xi8>
        %b = affine.load %B[%k, %n] : memref<5x4xi8>
        %c = affine.load %C[%m, %n] : memref<3x4xi32>
        %ea = arith.extsi %a : i8 to i32
        %da = arith.subi %ea, %za : i32
        %eb = arith.extsi %b : i8 to i32
        %db = arith.subi %eb, %zb : i32
        %p = arith.muli %da, %db : i32
        %s = arith.addi %c, %p : i32
        affine.store %s, %C[%m, %n] : memref<3x4xi32>
      }
    }
  }
  return
}

// C[b, m, n] += (sext(A[b, m, k]) - sext(za)) * (sext(B[b, k, n]) - sext(zb)), i8 zero points
func.func @quantized_batch_matmul_linalg(%A: memref<2x3x4xi8>, %B: memref<2x4x2xi8>, %za: i8, %zb: i8, %C: memref<2x3x2xi32>) {
  linalg.quantized_batch_matmul ins(%A, %B, %za, %zb : memref<2x3x4xi8>, memref<2x4x2xi8>, i8, i8) outs(%C : memref<2x3x2xi32>)
  return
}
func.func @quantized_batch_matmul_ref(%A: memref<2x3x4xi8>, %B: memref<2x4x2xi8>, %za: i8, %zb: i8, %C: memref<2x3x2xi32>) {
  affine.for %b = 0 to 2 {
    affine.for %m = 0 to 3 {
      affine.for %n = 0 to 2 {
        affine.for %k = 0 to 4 {
          %x = affine.load %A[%b, %m, %k] : memref<2x3x4xi8>
          %y = affine.load %B[%b, %k, %n] : memref<2x4x2xi8>
          %c = affine.load %C[%b, %m, %n] : memref<2x3x2xi32>
          %ex = arith.extsi %x : i8 to i32
          %ezx = arith.extsi %za : i8 to i32
          %dx = arith.subi %ex, %ezx : i32
          %ey = arith.extsi %y : i8 to i32
          %ezy = arith.extsi %zb : i8 to i32
          %dy = arith.subi %ey, %ezy : i32
          %p = arith.muli %dx, %dy : i32
          %s = arith.addi %c, %p : i32
          affine.store %s, %C[%b, %m, %n] : memref<2x3x2xi32>
        }
      }
    }
  }
  return
}

// O[n, oh, ow, f] += (sext(I[n, 2oh + kh, 2ow + 2kw, c]) - za) * (sext(K[kh, kw, c, f]) - zb)
// (strides [2, 2], dilations [1, 2]; loops n, oh, ow, f, kh, kw, c)
func.func @conv_2d_nhwc_hwcf_q_linalg(%I: memref<1x7x9x2xi8>, %K: memref<3x3x2x3xi8>, %za: i32, %zb: i32, %O: memref<1x3x3x3xi32>) {
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %K, %za, %zb : memref<1x7x9x2xi8>, memref<3x3x2x3xi8>, i32, i32) outs(%O : memref<1x3x3x3xi32>)
  return
}
func.func @conv_2d_nhwc_hwcf_q_ref(%I: memref<1x7x9x2xi8>, %K: memref<3x3x2x3xi8>, %za: i32, %zb: i32, %O: memref<1x3x3x3xi32>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 3 {
      affine.for %ow = 0 to 3 {
        affine.for %f = 0 to 3 {
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              affine.for %c = 0 to 2 {
                %x = affine.load %I[%n, %oh * 2 + %kh, %ow * 2 + %kw * 2, %c] : memref<1x7x9x2xi8>
                %w = affine.load %K[%kh, %kw, %c, %f] : memref<3x3x2x3xi8>
                %o = affine.load %O[%n, %oh, %ow, %f] : memref<1x3x3x3xi32>
                %ex = arith.extsi %x : i8 to i32
                %dx = arith.subi %ex, %za : i32
                %ew = arith.extsi %w : i8 to i32
                %dw = arith.subi %ew, %zb : i32
                %p = arith.muli %dx, %dw : i32
                %s = arith.addi %o, %p : i32
                affine.store %s, %O[%n, %oh, %ow, %f] : memref<1x3x3x3xi32>
              }
            }
          }
        }
      }
    }
  }
  return
}

// O[n, oh, ow, c, m] += (sext(I[n, oh + kh, ow + kw, c]) - za) * (sext(K[kh, kw, c, m]) - zb)
// (loops n, oh, ow, c, m, kh, kw)
func.func @depthwise_hwcm_q_linalg(%I: memref<1x4x4x2xi8>, %K: memref<2x2x2x3xi8>, %za: i32, %zb: i32, %O: memref<1x3x3x2x3xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%I, %K, %za, %zb : memref<1x4x4x2xi8>, memref<2x2x2x3xi8>, i32, i32) outs(%O : memref<1x3x3x2x3xi32>)
  return
}
func.func @depthwise_hwcm_q_ref(%I: memref<1x4x4x2xi8>, %K: memref<2x2x2x3xi8>, %za: i32, %zb: i32, %O: memref<1x3x3x2x3xi32>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 3 {
      affine.for %ow = 0 to 3 {
        affine.for %c = 0 to 2 {
          affine.for %m = 0 to 3 {
            affine.for %kh = 0 to 2 {
              affine.for %kw = 0 to 2 {
                %x = affine.load %I[%n, %oh + %kh, %ow + %kw, %c] : memref<1x4x4x2xi8>
                %w = affine.load %K[%kh, %kw, %c, %m] : memref<2x2x2x3xi8>
                %o = affine.load %O[%n, %oh, %ow, %c, %m] : memref<1x3x3x2x3xi32>
                %ex = arith.extsi %x : i8 to i32
                %dx = arith.subi %ex, %za : i32
                %ew = arith.extsi %w : i8 to i32
                %dw = arith.subi %ew, %zb : i32
                %p = arith.muli %dx, %dw : i32
                %s = arith.addi %o, %p : i32
                affine.store %s, %O[%n, %oh, %ow, %c, %m] : memref<1x3x3x2x3xi32>
              }
            }
          }
        }
      }
    }
  }
  return
}

// O[n, oh, ow, c, m] += I[n, oh + 2kh, ow + kw, c] * K[kh, kw, c, m]  (f32, dilations [2, 1])
func.func @depthwise_hwcm_linalg(%I: memref<1x5x4x2xf32>, %K: memref<2x2x2x2xf32>, %O: memref<1x3x3x2x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%I, %K : memref<1x5x4x2xf32>, memref<2x2x2x2xf32>) outs(%O : memref<1x3x3x2x2xf32>)
  return
}
func.func @depthwise_hwcm_ref(%I: memref<1x5x4x2xf32>, %K: memref<2x2x2x2xf32>, %O: memref<1x3x3x2x2xf32>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 3 {
      affine.for %ow = 0 to 3 {
        affine.for %c = 0 to 2 {
          affine.for %m = 0 to 2 {
            affine.for %kh = 0 to 2 {
              affine.for %kw = 0 to 2 {
                %x = affine.load %I[%n, %oh + %kh * 2, %ow + %kw, %c] : memref<1x5x4x2xf32>
                %w = affine.load %K[%kh, %kw, %c, %m] : memref<2x2x2x2xf32>
                %o = affine.load %O[%n, %oh, %ow, %c, %m] : memref<1x3x3x2x2xf32>
                %p = arith.mulf %x, %w : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %O[%n, %oh, %ow, %c, %m] : memref<1x3x3x2x2xf32>
              }
            }
          }
        }
      }
    }
  }
  return
}

// C[m1, n1, m0, n0] += A[m1, k1, m0, k0] * B[n1, k1, n0, k0]  (loops m1, n1, k1, m0, n0, k0)
func.func @mmt4d_linalg(%A: memref<2x2x3x2xf32>, %B: memref<3x2x2x2xf32>, %C: memref<2x3x3x2xf32>) {
  linalg.mmt4d ins(%A, %B : memref<2x2x3x2xf32>, memref<3x2x2x2xf32>) outs(%C : memref<2x3x3x2xf32>)
  return
}
func.func @mmt4d_ref(%A: memref<2x2x3x2xf32>, %B: memref<3x2x2x2xf32>, %C: memref<2x3x3x2xf32>) {
  affine.for %m1 = 0 to 2 {
    affine.for %n1 = 0 to 3 {
      affine.for %k1 = 0 to 2 {
        affine.for %m0 = 0 to 3 {
          affine.for %n0 = 0 to 2 {
            affine.for %k0 = 0 to 2 {
              %a = affine.load %A[%m1, %k1, %m0, %k0] : memref<2x2x3x2xf32>
              %b = affine.load %B[%n1, %k1, %n0, %k0] : memref<3x2x2x2xf32>
              %c = affine.load %C[%m1, %n1, %m0, %n0] : memref<2x3x3x2xf32>
              %p = arith.mulf %a, %b : f32
              %s = arith.addf %c, %p : f32
              affine.store %s, %C[%m1, %n1, %m0, %n0] : memref<2x3x3x2xf32>
            }
          }
        }
      }
    }
  }
  return
}

// o[i, j] = f32(((2147483647.0 + f64(lcg(j + lcg(i + seed)))) * ((max - min) * 2.3283064e-10)) + min)
// where lcg(x) = x * 1103515245 + 12345 in i32 (MLIR's fill_rng_2d definition)
func.func @fill_rng_2d_linalg(%min: f64, %max: f64, %seed: i32, %o: memref<4x8xf32>) {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : memref<4x8xf32>)
  return
}
func.func @fill_rng_2d_ref(%min: f64, %max: f64, %seed: i32, %o: memref<4x8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %big = arith.constant 2147483647 : i64
      %off = arith.sitofp %big : i64 to f64
      %j32 = arith.index_cast %j : index to i32
      %i32 = arith.index_cast %i : index to i32
      %a = arith.constant 1103515245 : i32
      %c = arith.constant 12345 : i32
      %s0 = arith.addi %i32, %seed : i32
      %s1 = arith.muli %s0, %a : i32
      %s2 = arith.addi %s1, %c : i32
      %s3 = arith.addi %j32, %s2 : i32
      %s4 = arith.muli %s3, %a : i32
      %s5 = arith.addi %s4, %c : i32
      %f = arith.sitofp %s5 : i32 to f64
      %v = arith.addf %off, %f : f64
      %r = arith.subf %max, %min : f64
      %k = arith.constant 2.3283064e-10 : f64
      %rk = arith.mulf %r, %k : f64
      %v2 = arith.mulf %v, %rk : f64
      %v3 = arith.addf %v2, %min : f64
      %t = arith.truncf %v3 : f64 to f32
      affine.store %t, %o[%i, %j] : memref<4x8xf32>
    }
  }
  return
}
