#map = affine_map<(d0)[s0] -> (-d0 + s0)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0 + 1)>
#map2 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + s0 - 2 >= 0)>
#set2 = affine_set<(d0, d1) : (d1 - d0 - 2 >= 0)>
module {
  func.func @kernel_nussinov(%arg0: i32, %arg1: memref<?xi8>, %arg2: memref<?x2500xi32>) {
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      %1 = affine.apply #map(%arg3)[%0]
      affine.for %arg4 = #map1(%arg3)[%0] to %0 {
        affine.if #set(%arg4) {
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
          %3 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4 - 1] : memref<?x2500xi32>
          %4 = arith.cmpi sge, %2, %3 : i32
          %5 = arith.select %4, %2, %3 : i32
          affine.store %5, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
        }
        affine.if #set1(%arg3)[%0] {
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
          %3 = affine.load %arg2[-%arg3 + symbol(%0), %arg4] : memref<?x2500xi32>
          %4 = arith.cmpi sge, %2, %3 : i32
          %5 = arith.select %4, %2, %3 : i32
          affine.store %5, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
        }
        affine.if #set2(%1, %arg4) {
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
          %3 = affine.load %arg2[-%arg3 + symbol(%0), %arg4 - 1] : memref<?x2500xi32>
          %4 = affine.load %arg1[-%arg3 + symbol(%0) - 1] : memref<?xi8>
          %5 = affine.load %arg1[%arg4] : memref<?xi8>
          %6 = arith.extsi %4 : i8 to i32
          %7 = arith.extsi %5 : i8 to i32
          %8 = arith.addi %6, %7 : i32
          %9 = arith.cmpi eq, %8, %c3_i32 : i32
          %10 = arith.select %9, %c1_i32, %c0_i32 : i32
          %11 = arith.addi %3, %10 : i32
          %12 = arith.cmpi sge, %2, %11 : i32
          %13 = arith.select %12, %2, %11 : i32
          affine.store %13, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
        }
        affine.for %arg5 = #map1(%arg3)[%0] to #map2(%arg4) {
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
          %3 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg5] : memref<?x2500xi32>
          %4 = affine.load %arg2[%arg5 + 1, %arg4] : memref<?x2500xi32>
          %5 = arith.addi %3, %4 : i32
          %6 = arith.cmpi sge, %2, %5 : i32
          %7 = arith.select %6, %2, %5 : i32
          affine.store %7, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x2500xi32>
        }
      }
    }
    return
  }
}

