#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d1, d0)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0) -> ()>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5 * 2, d3 + d6 * 2)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2, d6)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map23 = affine_map<(d0, d1) -> (d0 * 100 + d1)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
module {
  func.func @matmul_linalg(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x6xf32>, memref<6x5xf32>) outs(%arg2 : memref<4x5xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @matmul_ref(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 5 {
        affine.for %arg5 = 0 to 6 {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<4x6xf32>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<6x5xf32>
          %2 = affine.load %arg2[%arg3, %arg4] : memref<4x5xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg2[%arg3, %arg4] : memref<4x5xf32>
        }
      }
    }
    return
  }
  func.func @batch_matmul_linalg(%arg0: memref<2x3x4xf64>, %arg1: memref<2x4x5xf64>, %arg2: memref<2x3x5xf64>) {
    linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4xf64>, memref<2x4x5xf64>) outs(%arg2 : memref<2x3x5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    return
  }
  func.func @batch_matmul_ref(%arg0: memref<2x3x4xf64>, %arg1: memref<2x4x5xf64>, %arg2: memref<2x3x5xf64>) {
    affine.for %arg3 = 0 to 2 {
      affine.for %arg4 = 0 to 3 {
        affine.for %arg5 = 0 to 5 {
          affine.for %arg6 = 0 to 4 {
            %0 = affine.load %arg0[%arg3, %arg4, %arg6] : memref<2x3x4xf64>
            %1 = affine.load %arg1[%arg3, %arg6, %arg5] : memref<2x4x5xf64>
            %2 = affine.load %arg2[%arg3, %arg4, %arg5] : memref<2x3x5xf64>
            %3 = arith.mulf %0, %1 : f64
            %4 = arith.addf %2, %3 : f64
            affine.store %4, %arg2[%arg3, %arg4, %arg5] : memref<2x3x5xf64>
          }
        }
      }
    }
    return
  }
  func.func @blas_linalg(%arg0: memref<5x3xf64>, %arg1: memref<3xf64>, %arg2: memref<5xf64>, %arg3: memref<3xf64>, %arg4: memref<f64>) {
    linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<5x3xf64>, memref<3xf64>) outs(%arg2 : memref<5xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    linalg.generic {indexing_maps = [#map7, #map9, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg2, %arg0 : memref<5xf64>, memref<5x3xf64>) outs(%arg3 : memref<3xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    linalg.generic {indexing_maps = [#map10, #map10, #map11], iterator_types = ["reduction"]} ins(%arg1, %arg3 : memref<3xf64>, memref<3xf64>) outs(%arg4 : memref<f64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    return
  }
  func.func @blas_ref(%arg0: memref<5x3xf64>, %arg1: memref<3xf64>, %arg2: memref<5xf64>, %arg3: memref<3xf64>, %arg4: memref<f64>) {
    affine.for %arg5 = 0 to 5 {
      affine.for %arg6 = 0 to 3 {
        %0 = affine.load %arg0[%arg5, %arg6] : memref<5x3xf64>
        %1 = affine.load %arg1[%arg6] : memref<3xf64>
        %2 = affine.load %arg2[%arg5] : memref<5xf64>
        %3 = arith.mulf %0, %1 : f64
        %4 = arith.addf %2, %3 : f64
        affine.store %4, %arg2[%arg5] : memref<5xf64>
      }
    }
    affine.for %arg5 = 0 to 3 {
      affine.for %arg6 = 0 to 5 {
        %0 = affine.load %arg2[%arg6] : memref<5xf64>
        %1 = affine.load %arg0[%arg6, %arg5] : memref<5x3xf64>
        %2 = affine.load %arg3[%arg5] : memref<3xf64>
        %3 = arith.mulf %0, %1 : f64
        %4 = arith.addf %2, %3 : f64
        affine.store %4, %arg3[%arg5] : memref<3xf64>
      }
    }
    affine.for %arg5 = 0 to 3 {
      %0 = affine.load %arg1[%arg5] : memref<3xf64>
      %1 = affine.load %arg3[%arg5] : memref<3xf64>
      %2 = affine.load %arg4[] : memref<f64>
      %3 = arith.mulf %0, %1 : f64
      %4 = arith.addf %2, %3 : f64
      affine.store %4, %arg4[] : memref<f64>
    }
    return
  }
  func.func @layout_linalg(%arg0: memref<3x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<4xf32>, %arg3: memref<3x4xf32>, %arg4: f32) {
    %alloc = memref.alloc() : memref<3x4xf32>
    linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4 : f32) outs(%alloc : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<3x4xf32>) outs(%arg0 : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg3 : memref<3x4xf32>) outs(%arg1 : memref<4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<4xf32>) outs(%arg3 : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    memref.dealloc %alloc : memref<3x4xf32>
    return
  }
  func.func @layout_ref(%arg0: memref<3x4xf32>, %arg1: memref<4x3xf32>, %arg2: memref<4xf32>, %arg3: memref<3x4xf32>, %arg4: f32) {
    affine.for %arg5 = 0 to 3 {
      affine.for %arg6 = 0 to 4 {
        affine.store %arg4, %arg0[%arg5, %arg6] : memref<3x4xf32>
      }
    }
    affine.for %arg5 = 0 to 4 {
      affine.for %arg6 = 0 to 3 {
        %0 = affine.load %arg3[%arg6, %arg5] : memref<3x4xf32>
        affine.store %0, %arg1[%arg5, %arg6] : memref<4x3xf32>
      }
    }
    affine.for %arg5 = 0 to 3 {
      affine.for %arg6 = 0 to 4 {
        %0 = affine.load %arg2[%arg6] : memref<4xf32>
        affine.store %0, %arg3[%arg5, %arg6] : memref<3x4xf32>
      }
    }
    return
  }
  func.func @conv_nhwc_hwcf_linalg(%arg0: memref<1x7x7x2xf64>, %arg1: memref<3x3x2x3xf64>, %arg2: memref<1x3x3x3xf64>) {
    linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x7x7x2xf64>, memref<3x3x2x3xf64>) outs(%arg2 : memref<1x3x3x3xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    return
  }
  func.func @conv_nhwc_hwcf_ref(%arg0: memref<1x7x7x2xf64>, %arg1: memref<3x3x2x3xf64>, %arg2: memref<1x3x3x3xf64>) {
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 3 {
        affine.for %arg5 = 0 to 3 {
          affine.for %arg6 = 0 to 3 {
            affine.for %arg7 = 0 to 3 {
              affine.for %arg8 = 0 to 3 {
                affine.for %arg9 = 0 to 2 {
                  %0 = affine.load %arg0[%arg3, %arg4 * 2 + %arg7, %arg5 * 2 + %arg8, %arg9] : memref<1x7x7x2xf64>
                  %1 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x2x3xf64>
                  %2 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x3xf64>
                  %3 = arith.mulf %0, %1 : f64
                  %4 = arith.addf %2, %3 : f64
                  affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x3xf64>
                }
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @conv_nchw_fchw_linalg(%arg0: memref<1x2x7x7xf64>, %arg1: memref<3x2x3x3xf64>, %arg2: memref<1x3x3x3xf64>) {
    linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x2x7x7xf64>, memref<3x2x3x3xf64>) outs(%arg2 : memref<1x3x3x3xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    return
  }
  func.func @conv_nchw_fchw_ref(%arg0: memref<1x2x7x7xf64>, %arg1: memref<3x2x3x3xf64>, %arg2: memref<1x3x3x3xf64>) {
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 3 {
        affine.for %arg5 = 0 to 3 {
          affine.for %arg6 = 0 to 3 {
            affine.for %arg7 = 0 to 2 {
              affine.for %arg8 = 0 to 3 {
                affine.for %arg9 = 0 to 3 {
                  %0 = affine.load %arg0[%arg3, %arg7, %arg5 + %arg8 * 2, %arg6 + %arg9 * 2] : memref<1x2x7x7xf64>
                  %1 = affine.load %arg1[%arg4, %arg7, %arg8, %arg9] : memref<3x2x3x3xf64>
                  %2 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x3xf64>
                  %3 = arith.mulf %0, %1 : f64
                  %4 = arith.addf %2, %3 : f64
                  affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x3x3x3xf64>
                }
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @conv_fhwc_linalg(%arg0: memref<1x7x7x2xf32>, %arg1: memref<2x3x3x2xf32>, %arg2: memref<1x2x2x2xf32>, %arg3: memref<6x5xf32>, %arg4: memref<2x3xf32>, %arg5: memref<5x3xf32>) {
    linalg.generic {indexing_maps = [#map18, #map19, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x7x7x2xf32>, memref<2x3x3x2xf32>) outs(%arg2 : memref<1x2x2x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map20, #map21, #map22], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<6x5xf32>, memref<2x3xf32>) outs(%arg5 : memref<5x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @conv_fhwc_ref(%arg0: memref<1x7x7x2xf32>, %arg1: memref<2x3x3x2xf32>, %arg2: memref<1x2x2x2xf32>, %arg3: memref<6x5xf32>, %arg4: memref<2x3xf32>, %arg5: memref<5x3xf32>) {
    affine.for %arg6 = 0 to 1 {
      affine.for %arg7 = 0 to 2 {
        affine.for %arg8 = 0 to 2 {
          affine.for %arg9 = 0 to 2 {
            affine.for %arg10 = 0 to 3 {
              affine.for %arg11 = 0 to 3 {
                affine.for %arg12 = 0 to 2 {
                  %0 = affine.load %arg0[%arg6, %arg7 * 2 + %arg10 * 2, %arg8 * 2 + %arg11 * 2, %arg12] : memref<1x7x7x2xf32>
                  %1 = affine.load %arg1[%arg9, %arg10, %arg11, %arg12] : memref<2x3x3x2xf32>
                  %2 = affine.load %arg2[%arg6, %arg7, %arg8, %arg9] : memref<1x2x2x2xf32>
                  %3 = arith.mulf %0, %1 : f32
                  %4 = arith.addf %2, %3 : f32
                  affine.store %4, %arg2[%arg6, %arg7, %arg8, %arg9] : memref<1x2x2x2xf32>
                }
              }
            }
          }
        }
      }
    }
    affine.for %arg6 = 0 to 5 {
      affine.for %arg7 = 0 to 3 {
        affine.for %arg8 = 0 to 2 {
          affine.for %arg9 = 0 to 3 {
            %0 = affine.load %arg3[%arg6 + %arg8, %arg7 + %arg9] : memref<6x5xf32>
            %1 = affine.load %arg4[%arg8, %arg9] : memref<2x3xf32>
            %2 = affine.load %arg5[%arg6, %arg7] : memref<5x3xf32>
            %3 = arith.mulf %0, %1 : f32
            %4 = arith.addf %2, %3 : f32
            affine.store %4, %arg5[%arg6, %arg7] : memref<5x3xf32>
          }
        }
      }
    }
    return
  }
  func.func @generic_linalg(%arg0: memref<4x5xf64>, %arg1: memref<4xf64>, %arg2: memref<3x4xi64>, %arg3: memref<3x2xi8>, %arg4: memref<2x4xi8>, %arg5: memref<3x4xi32>) {
    linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x5xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.addf %out, %in : f64
      linalg.yield %0 : f64
    }
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel"]} outs(%arg2 : memref<3x4xi64>) {
    ^bb0(%out: i64):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %c100 = arith.constant 100 : index
      %2 = arith.muli %0, %c100 : index
      %3 = arith.addi %2, %1 : index
      %4 = arith.index_cast %3 : index to i64
      %5 = arith.addi %4, %out : i64
      linalg.yield %5 : i64
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : memref<3x2xi8>, memref<2x4xi8>) outs(%arg5 : memref<3x4xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
  func.func @generic_ref(%arg0: memref<4x5xf64>, %arg1: memref<4xf64>, %arg2: memref<3x4xi64>, %arg3: memref<3x2xi8>, %arg4: memref<2x4xi8>, %arg5: memref<3x4xi32>) {
    affine.for %arg6 = 0 to 4 {
      affine.for %arg7 = 0 to 5 {
        %0 = affine.load %arg0[%arg6, %arg7] : memref<4x5xf64>
        %1 = affine.load %arg1[%arg6] : memref<4xf64>
        %2 = arith.addf %1, %0 : f64
        affine.store %2, %arg1[%arg6] : memref<4xf64>
      }
    }
    affine.for %arg6 = 0 to 3 {
      affine.for %arg7 = 0 to 4 {
        %0 = affine.load %arg2[%arg6, %arg7] : memref<3x4xi64>
        %1 = affine.apply #map23(%arg6, %arg7)
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.addi %2, %0 : i64
        affine.store %3, %arg2[%arg6, %arg7] : memref<3x4xi64>
      }
    }
    affine.for %arg6 = 0 to 3 {
      affine.for %arg7 = 0 to 4 {
        affine.for %arg8 = 0 to 2 {
          %0 = affine.load %arg3[%arg6, %arg8] : memref<3x2xi8>
          %1 = affine.load %arg4[%arg8, %arg7] : memref<2x4xi8>
          %2 = affine.load %arg5[%arg6, %arg7] : memref<3x4xi32>
          %3 = arith.extsi %0 : i8 to i32
          %4 = arith.extsi %1 : i8 to i32
          %5 = arith.muli %3, %4 : i32
          %6 = arith.addi %2, %5 : i32
          affine.store %6, %arg5[%arg6, %arg7] : memref<3x4xi32>
        }
      }
    }
    return
  }
  func.func @depthwise_pool_linalg(%arg0: memref<1x5x5x2xf64>, %arg1: memref<2x2x2xf64>, %arg2: memref<1x4x4x2xf64>, %arg3: memref<1x2x2x2xf64>) {
    linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x5x5x2xf64>, memref<2x2x2xf64>) outs(%arg2 : memref<1x4x4x2xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    %alloc = memref.alloc() : memref<3x3xf64>
    linalg.generic {indexing_maps = [#map27, #map28, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %alloc : memref<1x5x5x2xf64>, memref<3x3xf64>) outs(%arg3 : memref<1x2x2x2xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.maximumf %out, %in : f64
      linalg.yield %0 : f64
    }
    memref.dealloc %alloc : memref<3x3xf64>
    return
  }
  func.func @depthwise_pool_ref(%arg0: memref<1x5x5x2xf64>, %arg1: memref<2x2x2xf64>, %arg2: memref<1x4x4x2xf64>, %arg3: memref<1x2x2x2xf64>) {
    affine.for %arg4 = 0 to 1 {
      affine.for %arg5 = 0 to 4 {
        affine.for %arg6 = 0 to 4 {
          affine.for %arg7 = 0 to 2 {
            affine.for %arg8 = 0 to 2 {
              affine.for %arg9 = 0 to 2 {
                %0 = affine.load %arg0[%arg4, %arg5 + %arg8, %arg6 + %arg9, %arg7] : memref<1x5x5x2xf64>
                %1 = affine.load %arg1[%arg8, %arg9, %arg7] : memref<2x2x2xf64>
                %2 = affine.load %arg2[%arg4, %arg5, %arg6, %arg7] : memref<1x4x4x2xf64>
                %3 = arith.mulf %0, %1 : f64
                %4 = arith.addf %2, %3 : f64
                affine.store %4, %arg2[%arg4, %arg5, %arg6, %arg7] : memref<1x4x4x2xf64>
              }
            }
          }
        }
      }
    }
    affine.for %arg4 = 0 to 1 {
      affine.for %arg5 = 0 to 2 {
        affine.for %arg6 = 0 to 2 {
          affine.for %arg7 = 0 to 2 {
            affine.for %arg8 = 0 to 3 {
              affine.for %arg9 = 0 to 3 {
                %0 = affine.load %arg0[%arg4, %arg5 * 2 + %arg8, %arg6 * 2 + %arg9, %arg7] : memref<1x5x5x2xf64>
                %1 = affine.load %arg3[%arg4, %arg5, %arg6, %arg7] : memref<1x2x2x2xf64>
                %2 = arith.maximumf %1, %0 : f64
                affine.store %2, %arg3[%arg4, %arg5, %arg6, %arg7] : memref<1x2x2x2xf64>
              }
            }
          }
        }
      }
    }
    return
  }
}

