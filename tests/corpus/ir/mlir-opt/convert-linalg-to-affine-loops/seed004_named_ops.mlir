#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1 * 2)>
module {
  func.func @copy(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    affine.for %arg2 = 0 to %dim {
      %0 = affine.load %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
      affine.store %0, %arg1[%arg2] : memref<?xf32, strided<[?], offset: ?>>
    }
    return
  }
  func.func @fill(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: f32) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to %dim_0 {
        affine.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      }
    }
    return
  }
  func.func @dot(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<f32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    affine.for %arg3 = 0 to %dim {
      %0 = affine.load %arg0[%arg3] : memref<?xf32>
      %1 = affine.load %arg1[%arg3] : memref<?xf32>
      %2 = affine.load %arg2[] : memref<f32>
      %3 = arith.mulf %0, %1 : f32
      %4 = arith.addf %2, %3 : f32
      affine.store %4, %arg2[] : memref<f32>
    }
    return
  }
  func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to %dim_1 {
        affine.for %arg5 = 0 to %dim_0 {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
          %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
        }
      }
    }
    return
  }
  func.func @matvec(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to %dim_0 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %1 = affine.load %arg1[%arg4] : memref<?xf32>
        %2 = affine.load %arg2[%arg3] : memref<?xf32>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %2, %3 : f32
        affine.store %4, %arg2[%arg3] : memref<?xf32>
      }
    }
    return
  }
  func.func @conv(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
    %dim_0 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
    %dim_1 = memref.dim %arg1, %c0 : memref<?x?x?x?xf32>
    %dim_2 = memref.dim %arg1, %c1 : memref<?x?x?x?xf32>
    %dim_3 = memref.dim %arg1, %c3 : memref<?x?x?x?xf32>
    %dim_4 = memref.dim %arg2, %c1 : memref<?x?x?x?xf32>
    %dim_5 = memref.dim %arg2, %c2 : memref<?x?x?x?xf32>
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to %dim_4 {
        affine.for %arg5 = 0 to %dim_5 {
          affine.for %arg6 = 0 to %dim_3 {
            affine.for %arg7 = 0 to %dim_1 {
              affine.for %arg8 = 0 to %dim_2 {
                affine.for %arg9 = 0 to %dim_0 {
                  %0 = affine.apply #map(%arg4, %arg7)
                  %1 = affine.apply #map1(%arg5, %arg8)
                  %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<?x?x?x?xf32>
                  %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<?x?x?x?xf32>
                  %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<?x?x?x?xf32>
                }
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @pooling(%arg0: memref<1x32x32x4xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x15x15x4xf32>, %arg3: memref<1x15x15x4xf32>, %arg4: memref<1x15x15x4xf32>) {
    affine.for %arg5 = 0 to 1 {
      affine.for %arg6 = 0 to 15 {
        affine.for %arg7 = 0 to 15 {
          affine.for %arg8 = 0 to 4 {
            affine.for %arg9 = 0 to 3 {
              affine.for %arg10 = 0 to 3 {
                %0 = affine.apply #map(%arg6, %arg9)
                %1 = affine.apply #map(%arg7, %arg10)
                %2 = affine.load %arg0[%arg5, %0, %1, %arg8] : memref<1x32x32x4xf32>
                %3 = affine.load %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
                %4 = arith.maximumf %3, %2 : f32
                affine.store %4, %arg2[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
              }
            }
          }
        }
      }
    }
    affine.for %arg5 = 0 to 1 {
      affine.for %arg6 = 0 to 15 {
        affine.for %arg7 = 0 to 15 {
          affine.for %arg8 = 0 to 4 {
            affine.for %arg9 = 0 to 3 {
              affine.for %arg10 = 0 to 3 {
                %0 = affine.apply #map(%arg6, %arg9)
                %1 = affine.apply #map(%arg7, %arg10)
                %2 = affine.load %arg0[%arg5, %0, %1, %arg8] : memref<1x32x32x4xf32>
                %3 = affine.load %arg3[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
                %4 = arith.minimumf %3, %2 : f32
                affine.store %4, %arg3[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
              }
            }
          }
        }
      }
    }
    affine.for %arg5 = 0 to 1 {
      affine.for %arg6 = 0 to 15 {
        affine.for %arg7 = 0 to 15 {
          affine.for %arg8 = 0 to 4 {
            affine.for %arg9 = 0 to 3 {
              affine.for %arg10 = 0 to 3 {
                %0 = affine.apply #map(%arg6, %arg9)
                %1 = affine.apply #map(%arg7, %arg10)
                %2 = affine.load %arg0[%arg5, %0, %1, %arg8] : memref<1x32x32x4xf32>
                %3 = affine.load %arg4[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
                %4 = arith.addf %3, %2 : f32
                affine.store %4, %arg4[%arg5, %arg6, %arg7, %arg8] : memref<1x15x15x4xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

