// PolyBench nussinov in Polygeist's output style: a reverse outer loop
// through a map of the induction variable, affine.if guards built from
// integer sets with symbols, i32 arithmetic on loaded values, and the
// max-with-select idiom.
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
      affine.for %arg4 = #map1(%arg3)[%0] to %0 {
        %i = affine.apply #map(%arg3)[%0]
        affine.if #set(%arg4) {
          %1 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
          %2 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg4 - 1] : memref<?x2500xi32>
          %3 = arith.cmpi sge, %1, %2 : i32
          %4 = arith.select %3, %1, %2 : i32
          affine.store %4, %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
        }
        affine.if #set1(%arg3)[%0] {
          %1 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
          %2 = affine.load %arg2[symbol(%0) - %arg3, %arg4] : memref<?x2500xi32>
          %3 = arith.cmpi sge, %1, %2 : i32
          %4 = arith.select %3, %1, %2 : i32
          affine.store %4, %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
        }
        affine.if #set2(%i, %arg4) {
          %1 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
          %2 = affine.load %arg2[symbol(%0) - %arg3, %arg4 - 1] : memref<?x2500xi32>
          %3 = affine.load %arg1[symbol(%0) - %arg3 - 1] : memref<?xi8>
          %4 = affine.load %arg1[%arg4] : memref<?xi8>
          %5 = arith.extsi %3 : i8 to i32
          %6 = arith.extsi %4 : i8 to i32
          %7 = arith.addi %5, %6 : i32
          %8 = arith.cmpi eq, %7, %c3_i32 : i32
          %9 = arith.select %8, %c1_i32, %c0_i32 : i32
          %10 = arith.addi %2, %9 : i32
          %11 = arith.cmpi sge, %1, %10 : i32
          %12 = arith.select %11, %1, %10 : i32
          affine.store %12, %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
        }
        affine.for %arg5 = #map1(%arg3)[%0] to #map2(%arg4) {
          %1 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
          %2 = affine.load %arg2[symbol(%0) - %arg3 - 1, %arg5] : memref<?x2500xi32>
          %3 = affine.load %arg2[%arg5 + 1, %arg4] : memref<?x2500xi32>
          %4 = arith.addi %2, %3 : i32
          %5 = arith.cmpi sge, %1, %4 : i32
          %6 = arith.select %5, %1, %4 : i32
          affine.store %6, %arg2[symbol(%0) - %arg3 - 1, %arg4] : memref<?x2500xi32>
        }
      }
    }
    return
  }
}
