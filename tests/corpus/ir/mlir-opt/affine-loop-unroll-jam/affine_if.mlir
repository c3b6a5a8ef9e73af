#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0, d1) : (d0 - d1 == 0)>
#set1 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + s0 - 2 >= 0, -d1 + s0 - 2 >= 0)>
#set2 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
#set3 = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set4 = affine_set<(d0) : (d0 mod 2 == 0)>
#set5 = affine_set<(d0) : (d0 - 1 >= 0)>
module {
  func.func @diag_and_interior(%arg0: memref<?x?xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to %arg1 {
      affine.for %arg3 = 0 to %arg1 {
        affine.if #set(%arg2, %arg3) {
          affine.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32>
        } else {
          affine.if #set1(%arg2, %arg3)[%arg1] {
            %0 = affine.load %arg0[%arg2 - 1, %arg3] : memref<?x?xf32>
            %1 = affine.load %arg0[%arg2 + 1, %arg3] : memref<?x?xf32>
            %2 = arith.addf %0, %1 : f32
            affine.store %2, %arg0[%arg2, %arg3] : memref<?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32>
    affine.for %arg1 = 0 to 12 {
      affine.for %arg2 = 0 to 12 {
        %0 = affine.if #set2(%arg1, %arg2) -> f32 {
          %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32>
          affine.yield %1 : f32
        } else {
          %cst = arith.constant 0.000000e+00 : f32
          affine.yield %cst : f32
        }
        affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32>
      }
    }
    return %alloc : memref<12x12xf32>
  }
  func.func @guarded(%arg0: memref<?x?xi32>, %arg1: index, %arg2: index) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = affine.for %arg3 = 0 to 100 iter_args(%arg4 = %c0_i32) -> (i32) {
      %1:2 = affine.if #set3(%arg3, %arg3)[%arg1, %arg2] -> (i32, i32) {
        %3 = affine.load %arg0[%arg3, %arg3] : memref<?x?xi32>
        affine.yield %3, %3 : i32, i32
      } else {
        affine.yield %c0_i32, %arg4 : i32, i32
      }
      %2 = arith.addi %1#0, %1#1 : i32
      affine.yield %2 : i32
    }
    return %0 : i32
  }
  func.func @parity(%arg0: memref<64xf32>) {
    affine.for %arg1 = 0 to 64 step 2 {
      affine.if #set4(%arg1) {
        %1 = affine.load %arg0[%arg1] : memref<64xf32>
        %2 = arith.addf %1, %1 : f32
        affine.store %2, %arg0[%arg1] : memref<64xf32>
      }
      affine.if #set5(%arg1) {
      }
      %0 = affine.apply #map(%arg1)
      affine.if #set4(%0) {
        %1 = affine.load %arg0[%0] : memref<64xf32>
        %2 = arith.addf %1, %1 : f32
        affine.store %2, %arg0[%0] : memref<64xf32>
      }
      affine.if #set5(%0) {
      }
    }
    return
  }
}

