#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 4 + d1 * 2)>
#map2 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  func.func @fill_copy(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: f32) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.for %arg3 = %c0 to %dim step %c1 {
      scf.for %arg4 = %c0 to %dim_0 step %c1 {
        memref.store %arg2, %arg0[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.for %arg3 = %c0 to %dim_1 step %c1 {
      scf.for %arg4 = %c0 to %dim_2 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        memref.store %0, %arg1[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @blas(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<32xf32>, %arg4: memref<64xf32>, %arg5: memref<32xf32>, %arg6: memref<f32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    scf.for %arg7 = %c0 to %c64 step %c1 {
      scf.for %arg8 = %c0 to %c16 step %c1 {
        scf.for %arg9 = %c0 to %c32 step %c1 {
          %0 = memref.load %arg0[%arg7, %arg9] : memref<64x32xf32>
          %1 = memref.load %arg1[%arg9, %arg8] : memref<32x16xf32>
          %2 = memref.load %arg2[%arg7, %arg8] : memref<64x16xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %arg2[%arg7, %arg8] : memref<64x16xf32>
        }
      }
    }
    scf.for %arg7 = %c0 to %c64 step %c1 {
      scf.for %arg8 = %c0 to %c32 step %c1 {
        %0 = memref.load %arg0[%arg7, %arg8] : memref<64x32xf32>
        %1 = memref.load %arg3[%arg8] : memref<32xf32>
        %2 = memref.load %arg4[%arg7] : memref<64xf32>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %arg4[%arg7] : memref<64xf32>
      }
    }
    scf.for %arg7 = %c0 to %c32 step %c1 {
      scf.for %arg8 = %c0 to %c64 step %c1 {
        %0 = memref.load %arg4[%arg8] : memref<64xf32>
        %1 = memref.load %arg0[%arg8, %arg7] : memref<64x32xf32>
        %2 = memref.load %arg5[%arg7] : memref<32xf32>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %arg5[%arg7] : memref<32xf32>
      }
    }
    scf.for %arg7 = %c0 to %c32 step %c1 {
      %0 = memref.load %arg3[%arg7] : memref<32xf32>
      %1 = memref.load %arg5[%arg7] : memref<32xf32>
      %2 = memref.load %arg6[] : memref<f32>
      %3 = arith.mulf %0, %1 : f32
      %4 = arith.addf %2, %3 : f32
      memref.store %4, %arg6[] : memref<f32>
    }
    return
  }
  func.func @batch_matmul(%arg0: memref<4x8x16xf32>, %arg1: memref<4x16x32xf32>, %arg2: memref<4x8x32xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        scf.for %arg5 = %c0 to %c32 step %c1 {
          scf.for %arg6 = %c0 to %c16 step %c1 {
            %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<4x8x16xf32>
            %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<4x16x32xf32>
            %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<4x8x32xf32>
            %3 = arith.mulf %0, %1 : f32
            %4 = arith.addf %2, %3 : f32
            memref.store %4, %arg2[%arg3, %arg4, %arg5] : memref<4x8x32xf32>
          }
        }
      }
    }
    return
  }
  func.func @matmul_mixed(%arg0: memref<16x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<16x4xi32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    scf.for %arg3 = %c0 to %c16 step %c1 {
      scf.for %arg4 = %c0 to %c4 step %c1 {
        scf.for %arg5 = %c0 to %c8 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<16x8xi8>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<8x4xi8>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<16x4xi32>
          %3 = arith.extui %0 : i8 to i32
          %4 = arith.extui %1 : i8 to i32
          %5 = arith.muli %3, %4 : i32
          %6 = arith.addi %2, %5 : i32
          memref.store %6, %arg2[%arg3, %arg4] : memref<16x4xi32>
        }
      }
    }
    return
  }
  func.func @matmul_dynamic(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>, %arg2: memref<?x?xf64>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf64>
    scf.for %arg3 = %c0 to %dim step %c1 {
      scf.for %arg4 = %c0 to %dim_1 step %c1 {
        scf.for %arg5 = %c0 to %dim_0 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf64>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xf64>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf64>
          %3 = arith.mulf %0, %1 : f64
          %4 = arith.addf %2, %3 : f64
          memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf64>
        }
      }
    }
    return
  }
  func.func @layout_ops(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<16xf32>, %arg3: memref<8x16xf32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %arg4 = %c0 to %c16 step %c1 {
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg5, %arg4] : memref<8x16xf32>
        memref.store %0, %arg1[%arg4, %arg5] : memref<16x8xf32>
      }
    }
    scf.for %arg4 = %c0 to %c8 step %c1 {
      scf.for %arg5 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg2[%arg5] : memref<16xf32>
        memref.store %0, %arg3[%arg4, %arg5] : memref<8x16xf32>
      }
    }
    return
  }
  func.func @convs(%arg0: memref<1x32x32x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x30x30x8xf32>, %arg3: memref<1x3x32x32xf32>, %arg4: memref<8x3x3x3xf32>, %arg5: memref<1x8x30x30xf32>, %arg6: memref<32x32xf32>, %arg7: memref<3x3xf32>, %arg8: memref<30x30xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c30 = arith.constant 30 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    scf.for %arg9 = %c0 to %c1 step %c1 {
      scf.for %arg10 = %c0 to %c30 step %c1 {
        scf.for %arg11 = %c0 to %c30 step %c1 {
          scf.for %arg12 = %c0 to %c8 step %c1 {
            scf.for %arg13 = %c0 to %c3 step %c1 {
              scf.for %arg14 = %c0 to %c3 step %c1 {
                scf.for %arg15 = %c0 to %c3 step %c1 {
                  %0 = affine.apply #map(%arg10, %arg13)
                  %1 = affine.apply #map(%arg11, %arg14)
                  %2 = memref.load %arg0[%arg9, %0, %1, %arg15] : memref<1x32x32x3xf32>
                  %3 = memref.load %arg1[%arg13, %arg14, %arg15, %arg12] : memref<3x3x3x8xf32>
                  %4 = memref.load %arg2[%arg9, %arg10, %arg11, %arg12] : memref<1x30x30x8xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  memref.store %6, %arg2[%arg9, %arg10, %arg11, %arg12] : memref<1x30x30x8xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg9 = %c0 to %c1 step %c1 {
      scf.for %arg10 = %c0 to %c8 step %c1 {
        scf.for %arg11 = %c0 to %c30 step %c1 {
          scf.for %arg12 = %c0 to %c30 step %c1 {
            scf.for %arg13 = %c0 to %c3 step %c1 {
              scf.for %arg14 = %c0 to %c3 step %c1 {
                scf.for %arg15 = %c0 to %c3 step %c1 {
                  %0 = affine.apply #map(%arg11, %arg14)
                  %1 = affine.apply #map(%arg12, %arg15)
                  %2 = memref.load %arg3[%arg9, %arg13, %0, %1] : memref<1x3x32x32xf32>
                  %3 = memref.load %arg4[%arg10, %arg13, %arg14, %arg15] : memref<8x3x3x3xf32>
                  %4 = memref.load %arg5[%arg9, %arg10, %arg11, %arg12] : memref<1x8x30x30xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  memref.store %6, %arg5[%arg9, %arg10, %arg11, %arg12] : memref<1x8x30x30xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg9 = %c0 to %c30 step %c1 {
      scf.for %arg10 = %c0 to %c30 step %c1 {
        scf.for %arg11 = %c0 to %c3 step %c1 {
          scf.for %arg12 = %c0 to %c3 step %c1 {
            %0 = affine.apply #map(%arg9, %arg11)
            %1 = affine.apply #map(%arg10, %arg12)
            %2 = memref.load %arg6[%0, %1] : memref<32x32xf32>
            %3 = memref.load %arg7[%arg11, %arg12] : memref<3x3xf32>
            %4 = memref.load %arg8[%arg9, %arg10] : memref<30x30xf32>
            %5 = arith.mulf %2, %3 : f32
            %6 = arith.addf %4, %5 : f32
            memref.store %6, %arg8[%arg9, %arg10] : memref<30x30xf32>
          }
        }
      }
    }
    return
  }
  func.func @conv_strided(%arg0: memref<1x33x33x4xf32>, %arg1: memref<8x3x3x4xf32>, %arg2: memref<1x8x8x8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    scf.for %arg3 = %c0 to %c1 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        scf.for %arg5 = %c0 to %c8 step %c1 {
          scf.for %arg6 = %c0 to %c8 step %c1 {
            scf.for %arg7 = %c0 to %c3 step %c1 {
              scf.for %arg8 = %c0 to %c3 step %c1 {
                scf.for %arg9 = %c0 to %c4 step %c1 {
                  %0 = affine.apply #map1(%arg4, %arg7)
                  %1 = affine.apply #map1(%arg5, %arg8)
                  %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x33x33x4xf32>
                  %3 = memref.load %arg1[%arg6, %arg7, %arg8, %arg9] : memref<8x3x3x4xf32>
                  %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x8x8x8xf32>
                }
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @depthwise_and_pool(%arg0: memref<1x16x16x8xf32>, %arg1: memref<3x3x8xf32>, %arg2: memref<1x14x14x8xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x8xf32>) {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    scf.for %arg5 = %c0 to %c1 step %c1 {
      scf.for %arg6 = %c0 to %c14 step %c1 {
        scf.for %arg7 = %c0 to %c14 step %c1 {
          scf.for %arg8 = %c0 to %c8 step %c1 {
            scf.for %arg9 = %c0 to %c3 step %c1 {
              scf.for %arg10 = %c0 to %c3 step %c1 {
                %0 = affine.apply #map(%arg6, %arg9)
                %1 = affine.apply #map(%arg7, %arg10)
                %2 = memref.load %arg0[%arg5, %0, %1, %arg8] : memref<1x16x16x8xf32>
                %3 = memref.load %arg1[%arg9, %arg10, %arg8] : memref<3x3x8xf32>
                %4 = memref.load %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x14x14x8xf32>
                %5 = arith.mulf %2, %3 : f32
                %6 = arith.addf %4, %5 : f32
                memref.store %6, %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x14x14x8xf32>
              }
            }
          }
        }
      }
    }
    scf.for %arg5 = %c0 to %c1 step %c1 {
      scf.for %arg6 = %c0 to %c8 step %c1 {
        scf.for %arg7 = %c0 to %c8 step %c1 {
          scf.for %arg8 = %c0 to %c8 step %c1 {
            scf.for %arg9 = %c0 to %c2 step %c1 {
              scf.for %arg10 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map2(%arg6, %arg9)
                %1 = affine.apply #map2(%arg7, %arg10)
                %2 = memref.load %arg0[%arg5, %0, %1, %arg8] : memref<1x16x16x8xf32>
                %3 = memref.load %arg4[%arg5, %arg6, %arg7, %arg8] : memref<1x8x8x8xf32>
                %4 = arith.maximumf %3, %2 : f32
                memref.store %4, %arg4[%arg5, %arg6, %arg7, %arg8] : memref<1x8x8x8xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

