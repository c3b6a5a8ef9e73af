#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map2 = affine_map<()[s0] -> (s0 - 1)>
#map3 = affine_map<(d0) -> (d0 + 4)>
module {
  func.func @kernel_jacobi_1d(%arg0: i32, %arg1: i32, %arg2: memref<?xf64>, %arg3: memref<?xf64>) {
    %cst = arith.constant 3.333300e-01 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 step 4 {
      affine.for %arg5 = #map(%arg4) to min #map1(%arg4)[%0] {
        affine.for %arg6 = 1 to #map2()[%1] {
          %2 = affine.load %arg2[%arg6 - 1] : memref<?xf64>
          %3 = affine.load %arg2[%arg6] : memref<?xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg2[%arg6 + 1] : memref<?xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = arith.mulf %6, %cst : f64
          affine.store %7, %arg3[%arg6] : memref<?xf64>
        }
        affine.for %arg6 = 1 to #map2()[%1] {
          %2 = affine.load %arg3[%arg6 - 1] : memref<?xf64>
          %3 = affine.load %arg3[%arg6] : memref<?xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg3[%arg6 + 1] : memref<?xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = arith.mulf %6, %cst : f64
          affine.store %7, %arg2[%arg6] : memref<?xf64>
        }
      }
    }
    return
  }
  func.func @main() -> i32 {
    %c2000_i32 = arith.constant 2000 : i32
    %c500_i32 = arith.constant 500 : i32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() : memref<2000xf64>
    %alloc_0 = memref.alloc() : memref<2000xf64>
    affine.for %arg0 = 0 to 2000 step 4 {
      affine.for %arg1 = #map(%arg0) to #map3(%arg0) {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.sitofp %0 : i32 to f64
        affine.store %1, %alloc[%arg1] : memref<2000xf64>
        affine.store %1, %alloc_0[%arg1] : memref<2000xf64>
      }
    }
    %cast = memref.cast %alloc : memref<2000xf64> to memref<?xf64>
    %cast_1 = memref.cast %alloc_0 : memref<2000xf64> to memref<?xf64>
    call @kernel_jacobi_1d(%c2000_i32, %c500_i32, %cast, %cast_1) : (i32, i32, memref<?xf64>, memref<?xf64>) -> ()
    memref.dealloc %alloc : memref<2000xf64>
    memref.dealloc %alloc_0 : memref<2000xf64>
    return %c0_i32 : i32
  }
}

