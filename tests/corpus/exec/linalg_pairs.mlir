// Pairs of functions for the linalg-to-affine test (tests/suite/lowering_linalg.rs): @X_linalg uses
// linalg ops, @X_ref computes the same thing with hand-written affine loops in the loop order
// and operation order of the linalg definition (iteration dims in order, payload
// `out + in0 * in1`). Lowering @X_linalg and running both under the interpreter on the same
// seeded arguments must give bit-identical memrefs.

func.func @matmul_linalg(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
func.func @matmul_ref(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        %a = affine.load %A[%i, %k] : memref<4x6xf32>
        %b = affine.load %B[%k, %j] : memref<6x5xf32>
        %c = affine.load %C[%i, %j] : memref<4x5xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}

func.func @batch_matmul_linalg(%A: memref<2x3x4xf64>, %B: memref<2x4x5xf64>, %C: memref<2x3x5xf64>) {
  linalg.batch_matmul ins(%A, %B : memref<2x3x4xf64>, memref<2x4x5xf64>) outs(%C : memref<2x3x5xf64>)
  return
}
func.func @batch_matmul_ref(%A: memref<2x3x4xf64>, %B: memref<2x4x5xf64>, %C: memref<2x3x5xf64>) {
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 3 {
      affine.for %j = 0 to 5 {
        affine.for %k = 0 to 4 {
          %x = affine.load %A[%b, %i, %k] : memref<2x3x4xf64>
          %y = affine.load %B[%b, %k, %j] : memref<2x4x5xf64>
          %c = affine.load %C[%b, %i, %j] : memref<2x3x5xf64>
          %p = arith.mulf %x, %y : f64
          %s = arith.addf %c, %p : f64
          affine.store %s, %C[%b, %i, %j] : memref<2x3x5xf64>
        }
      }
    }
  }
  return
}

func.func @blas_linalg(%A: memref<5x3xf64>, %x: memref<3xf64>, %y: memref<5xf64>, %z: memref<3xf64>, %d: memref<f64>) {
  linalg.matvec ins(%A, %x : memref<5x3xf64>, memref<3xf64>) outs(%y : memref<5xf64>)
  linalg.vecmat ins(%y, %A : memref<5xf64>, memref<5x3xf64>) outs(%z : memref<3xf64>)
  linalg.dot ins(%x, %z : memref<3xf64>, memref<3xf64>) outs(%d : memref<f64>)
  return
}
func.func @blas_ref(%A: memref<5x3xf64>, %x: memref<3xf64>, %y: memref<5xf64>, %z: memref<3xf64>, %d: memref<f64>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 3 {
      %a = affine.load %A[%i, %j] : memref<5x3xf64>
      %b = affine.load %x[%j] : memref<3xf64>
      %c = affine.load %y[%i] : memref<5xf64>
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %c, %p : f64
      affine.store %s, %y[%i] : memref<5xf64>
    }
  }
  // vecmat: z(n) += y(m) * A(m, n), dims (n, m).
  affine.for %n = 0 to 3 {
    affine.for %m = 0 to 5 {
      %a = affine.load %y[%m] : memref<5xf64>
      %b = affine.load %A[%m, %n] : memref<5x3xf64>
      %c = affine.load %z[%n] : memref<3xf64>
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %c, %p : f64
      affine.store %s, %z[%n] : memref<3xf64>
    }
  }
  affine.for %k = 0 to 3 {
    %a = affine.load %x[%k] : memref<3xf64>
    %b = affine.load %z[%k] : memref<3xf64>
    %c = affine.load %d[] : memref<f64>
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %c, %p : f64
    affine.store %s, %d[] : memref<f64>
  }
  return
}

func.func @layout_linalg(%A: memref<3x4xf32>, %B: memref<4x3xf32>, %v: memref<4xf32>, %M: memref<3x4xf32>, %s: f32) {
  %T = memref.alloc() : memref<3x4xf32>
  linalg.fill ins(%s : f32) outs(%T : memref<3x4xf32>)
  linalg.copy ins(%T : memref<3x4xf32>) outs(%A : memref<3x4xf32>)
  linalg.transpose ins(%M : memref<3x4xf32>) outs(%B : memref<4x3xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<4xf32>) outs(%M : memref<3x4xf32>) dimensions = [0]
  memref.dealloc %T : memref<3x4xf32>
  return
}
func.func @layout_ref(%A: memref<3x4xf32>, %B: memref<4x3xf32>, %v: memref<4xf32>, %M: memref<3x4xf32>, %s: f32) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      affine.store %s, %A[%i, %j] : memref<3x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %m = affine.load %M[%j, %i] : memref<3x4xf32>
      affine.store %m, %B[%i, %j] : memref<4x3xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %x = affine.load %v[%j] : memref<4xf32>
      affine.store %x, %M[%i, %j] : memref<3x4xf32>
    }
  }
  return
}

// conv_2d_nhwc_hwcf, strides 2, dilations 1: dims (n, oh, ow, f, kh, kw, c).
func.func @conv_nhwc_hwcf_linalg(%I: memref<1x7x7x2xf64>, %K: memref<3x3x2x3xf64>, %O: memref<1x3x3x3xf64>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%I, %K : memref<1x7x7x2xf64>, memref<3x3x2x3xf64>) outs(%O : memref<1x3x3x3xf64>)
  return
}
func.func @conv_nhwc_hwcf_ref(%I: memref<1x7x7x2xf64>, %K: memref<3x3x2x3xf64>, %O: memref<1x3x3x3xf64>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 3 {
      affine.for %ow = 0 to 3 {
        affine.for %f = 0 to 3 {
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              affine.for %c = 0 to 2 {
                %x = affine.load %I[%n, %oh * 2 + %kh, %ow * 2 + %kw, %c] : memref<1x7x7x2xf64>
                %k = affine.load %K[%kh, %kw, %c, %f] : memref<3x3x2x3xf64>
                %o = affine.load %O[%n, %oh, %ow, %f] : memref<1x3x3x3xf64>
                %p = arith.mulf %x, %k : f64
                %s = arith.addf %o, %p : f64
                affine.store %s, %O[%n, %oh, %ow, %f] : memref<1x3x3x3xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}

// conv_2d_nchw_fchw, strides 1, dilations 2: dims (n, f, oh, ow, c, kh, kw).
func.func @conv_nchw_fchw_linalg(%I: memref<1x2x7x7xf64>, %K: memref<3x2x3x3xf64>, %O: memref<1x3x3x3xf64>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%I, %K : memref<1x2x7x7xf64>, memref<3x2x3x3xf64>) outs(%O : memref<1x3x3x3xf64>)
  return
}
func.func @conv_nchw_fchw_ref(%I: memref<1x2x7x7xf64>, %K: memref<3x2x3x3xf64>, %O: memref<1x3x3x3xf64>) {
  affine.for %n = 0 to 1 {
    affine.for %f = 0 to 3 {
      affine.for %oh = 0 to 3 {
        affine.for %ow = 0 to 3 {
          affine.for %c = 0 to 2 {
            affine.for %kh = 0 to 3 {
              affine.for %kw = 0 to 3 {
                %x = affine.load %I[%n, %c, %oh + %kh * 2, %ow + %kw * 2] : memref<1x2x7x7xf64>
                %k = affine.load %K[%f, %c, %kh, %kw] : memref<3x2x3x3xf64>
                %o = affine.load %O[%n, %f, %oh, %ow] : memref<1x3x3x3xf64>
                %p = arith.mulf %x, %k : f64
                %s = arith.addf %o, %p : f64
                affine.store %s, %O[%n, %f, %oh, %ow] : memref<1x3x3x3xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}

// conv_2d_nhwc_fhwc, strides 2, dilations 2; and plain conv_2d.
func.func @conv_fhwc_linalg(%I: memref<1x7x7x2xf32>, %K: memref<2x3x3x2xf32>, %O: memref<1x2x2x2xf32>,
                            %img: memref<6x5xf32>, %ker: memref<2x3xf32>, %res: memref<5x3xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%I, %K : memref<1x7x7x2xf32>, memref<2x3x3x2xf32>) outs(%O : memref<1x2x2x2xf32>)
  linalg.conv_2d ins(%img, %ker : memref<6x5xf32>, memref<2x3xf32>) outs(%res : memref<5x3xf32>)
  return
}
func.func @conv_fhwc_ref(%I: memref<1x7x7x2xf32>, %K: memref<2x3x3x2xf32>, %O: memref<1x2x2x2xf32>,
                         %img: memref<6x5xf32>, %ker: memref<2x3xf32>, %res: memref<5x3xf32>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 2 {
      affine.for %ow = 0 to 2 {
        affine.for %f = 0 to 2 {
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              affine.for %c = 0 to 2 {
                %x = affine.load %I[%n, %oh * 2 + %kh * 2, %ow * 2 + %kw * 2, %c] : memref<1x7x7x2xf32>
                %k = affine.load %K[%f, %kh, %kw, %c] : memref<2x3x3x2xf32>
                %o = affine.load %O[%n, %oh, %ow, %f] : memref<1x2x2x2xf32>
                %p = arith.mulf %x, %k : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %O[%n, %oh, %ow, %f] : memref<1x2x2x2xf32>
              }
            }
          }
        }
      }
    }
  }
  affine.for %oh = 0 to 5 {
    affine.for %ow = 0 to 3 {
      affine.for %kh = 0 to 2 {
        affine.for %kw = 0 to 3 {
          %x = affine.load %img[%oh + %kh, %ow + %kw] : memref<6x5xf32>
          %k = affine.load %ker[%kh, %kw] : memref<2x3xf32>
          %o = affine.load %res[%oh, %ow] : memref<5x3xf32>
          %p = arith.mulf %x, %k : f32
          %s = arith.addf %o, %p : f32
          affine.store %s, %res[%oh, %ow] : memref<5x3xf32>
        }
      }
    }
  }
  return
}

// linalg.generic: a row reduction and a payload using linalg.index; integer matmul with
// sign-extending casts (i8 x i8 -> i32).
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @generic_linalg(%A: memref<4x5xf64>, %S: memref<4xf64>, %O: memref<3x4xi64>,
                          %X: memref<3x2xi8>, %Y: memref<2x4xi8>, %Z: memref<3x4xi32>) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<4x5xf64>) outs(%S : memref<4xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %acc, %a : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%O : memref<3x4xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c100 = arith.constant 100 : index
    %t = arith.muli %i, %c100 : index
    %u = arith.addi %t, %j : index
    %v = arith.index_cast %u : index to i64
    %w = arith.addi %v, %o : i64
    linalg.yield %w : i64
  }
  linalg.matmul ins(%X, %Y : memref<3x2xi8>, memref<2x4xi8>) outs(%Z : memref<3x4xi32>)
  return
}
func.func @generic_ref(%A: memref<4x5xf64>, %S: memref<4xf64>, %O: memref<3x4xi64>,
                       %X: memref<3x2xi8>, %Y: memref<2x4xi8>, %Z: memref<3x4xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %a = affine.load %A[%i, %j] : memref<4x5xf64>
      %acc = affine.load %S[%i] : memref<4xf64>
      %s = arith.addf %acc, %a : f64
      affine.store %s, %S[%i] : memref<4xf64>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %o = affine.load %O[%i, %j] : memref<3x4xi64>
      %u = affine.apply affine_map<(d0, d1) -> (d0 * 100 + d1)>(%i, %j)
      %v = arith.index_cast %u : index to i64
      %w = arith.addi %v, %o : i64
      affine.store %w, %O[%i, %j] : memref<3x4xi64>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 2 {
        %x = affine.load %X[%i, %k] : memref<3x2xi8>
        %y = affine.load %Y[%k, %j] : memref<2x4xi8>
        %z = affine.load %Z[%i, %j] : memref<3x4xi32>
        %x32 = arith.extsi %x : i8 to i32
        %y32 = arith.extsi %y : i8 to i32
        %p = arith.muli %x32, %y32 : i32
        %s = arith.addi %z, %p : i32
        affine.store %s, %Z[%i, %j] : memref<3x4xi32>
      }
    }
  }
  return
}

// depthwise_conv_2d_nhwc_hwc (dims n, oh, ow, c, kh, kw) and pooling_nhwc_max with a window
// memref that is never written (only its shape matters).
func.func @depthwise_pool_linalg(%I: memref<1x5x5x2xf64>, %K: memref<2x2x2xf64>, %O: memref<1x4x4x2xf64>, %P: memref<1x2x2x2xf64>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%I, %K : memref<1x5x5x2xf64>, memref<2x2x2xf64>) outs(%O : memref<1x4x4x2xf64>)
  %W = memref.alloc() : memref<3x3xf64>
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%I, %W : memref<1x5x5x2xf64>, memref<3x3xf64>) outs(%P : memref<1x2x2x2xf64>)
  memref.dealloc %W : memref<3x3xf64>
  return
}
func.func @depthwise_pool_ref(%I: memref<1x5x5x2xf64>, %K: memref<2x2x2xf64>, %O: memref<1x4x4x2xf64>, %P: memref<1x2x2x2xf64>) {
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 4 {
      affine.for %ow = 0 to 4 {
        affine.for %c = 0 to 2 {
          affine.for %kh = 0 to 2 {
            affine.for %kw = 0 to 2 {
              %x = affine.load %I[%n, %oh + %kh, %ow + %kw, %c] : memref<1x5x5x2xf64>
              %k = affine.load %K[%kh, %kw, %c] : memref<2x2x2xf64>
              %o = affine.load %O[%n, %oh, %ow, %c] : memref<1x4x4x2xf64>
              %p = arith.mulf %x, %k : f64
              %s = arith.addf %o, %p : f64
              affine.store %s, %O[%n, %oh, %ow, %c] : memref<1x4x4x2xf64>
            }
          }
        }
      }
    }
  }
  affine.for %n = 0 to 1 {
    affine.for %oh = 0 to 2 {
      affine.for %ow = 0 to 2 {
        affine.for %c = 0 to 2 {
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              %x = affine.load %I[%n, %oh * 2 + %kh, %ow * 2 + %kw, %c] : memref<1x5x5x2xf64>
              %o = affine.load %P[%n, %oh, %ow, %c] : memref<1x2x2x2xf64>
              %m = arith.maximumf %o, %x : f64
              affine.store %m, %P[%n, %oh, %ow, %c] : memref<1x2x2x2xf64>
            }
          }
        }
      }
    }
  }
  return
}
