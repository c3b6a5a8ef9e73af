#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0, d1)[s0] -> (-d0 + d1 + s0 + 1)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0)>
#map3 = affine_map<(d0, d1)[s0] -> (d0 + d1 - s0 - 1)>
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
      affine.for %arg4 = 0 to #map(%arg3) {
        %1 = affine.apply #map1(%arg3, %arg4)[%0]
        %2 = affine.apply #map2(%arg3)[%0]
        affine.if #set(%1) {
          %3 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
          %4 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %1 - 1] : memref<?x2500xi32>
          %5 = arith.cmpi sge, %3, %4 : i32
          %6 = arith.select %5, %3, %4 : i32
          affine.store %6, %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
        }
        affine.if #set1(%arg3)[%0] {
          %3 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
          %4 = affine.load %arg2[-%arg3 + symbol(%0), %1] : memref<?x2500xi32>
          %5 = arith.cmpi sge, %3, %4 : i32
          %6 = arith.select %5, %3, %4 : i32
          affine.store %6, %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
        }
        affine.if #set2(%2, %1) {
          %3 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
          %4 = affine.load %arg2[-%arg3 + symbol(%0), %1 - 1] : memref<?x2500xi32>
          %5 = affine.load %arg1[-%arg3 + symbol(%0) - 1] : memref<?xi8>
          %6 = affine.load %arg1[%1] : memref<?xi8>
          %7 = arith.extsi %5 : i8 to i32
          %8 = arith.extsi %6 : i8 to i32
          %9 = arith.addi %7, %8 : i32
          %10 = arith.cmpi eq, %9, %c3_i32 : i32
          %11 = arith.select %10, %c1_i32, %c0_i32 : i32
          %12 = arith.addi %4, %11 : i32
          %13 = arith.cmpi sge, %3, %12 : i32
          %14 = arith.select %13, %3, %12 : i32
          affine.store %14, %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
        }
        affine.for %arg5 = 0 to #map3(%1, %arg3)[%0] {
          %3 = affine.apply #map1(%arg3, %arg5)[%0]
          %4 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
          %5 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %3] : memref<?x2500xi32>
          %6 = affine.load %arg2[%3 + 1, %1] : memref<?x2500xi32>
          %7 = arith.addi %5, %6 : i32
          %8 = arith.cmpi sge, %4, %7 : i32
          %9 = arith.select %8, %4, %7 : i32
          affine.store %9, %arg2[-%arg3 + symbol(%0) - 1, %1] : memref<?x2500xi32>
        }
      }
    }
    return
  }
}

