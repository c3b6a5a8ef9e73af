#map = affine_map<(d0) -> (d0)>
module {
  func.func @cholesky(%arg0: memref<120x120xf64>) {
    %c14400 = arith.constant 14400 : index
    %c0 = arith.constant 0 : index
    %c14400_0 = arith.constant 14400 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<120x120xf64, 1>
    affine.for %arg1 = 0 to 120 {
      affine.for %arg2 = 0 to 120 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<120x120xf64>
        affine.store %0, %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
      }
    }
    affine.for %arg1 = 0 to 120 {
      affine.for %arg2 = 0 to #map(%arg1) {
        affine.for %arg3 = 0 to #map(%arg2) {
          %5 = affine.load %alloc[%arg1, %arg3] : memref<120x120xf64, 1>
          %6 = affine.load %alloc[%arg2, %arg3] : memref<120x120xf64, 1>
          %7 = arith.mulf %5, %6 : f64
          %8 = affine.load %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
          %9 = arith.subf %8, %7 : f64
          affine.store %9, %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
        }
        %2 = affine.load %alloc[%arg2, %arg2] : memref<120x120xf64, 1>
        %3 = affine.load %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
        %4 = arith.divf %3, %2 : f64
        affine.store %4, %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
      }
      affine.for %arg2 = 0 to #map(%arg1) {
        %2 = affine.load %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
        %3 = arith.mulf %2, %2 : f64
        %4 = affine.load %alloc[%arg1, %arg1] : memref<120x120xf64, 1>
        %5 = arith.subf %4, %3 : f64
        affine.store %5, %alloc[%arg1, %arg1] : memref<120x120xf64, 1>
      }
      %0 = affine.load %alloc[%arg1, %arg1] : memref<120x120xf64, 1>
      %1 = math.sqrt %0 : f64
      affine.store %1, %alloc[%arg1, %arg1] : memref<120x120xf64, 1>
    }
    affine.for %arg1 = 0 to 120 {
      affine.for %arg2 = 0 to 120 {
        %0 = affine.load %alloc[%arg1, %arg2] : memref<120x120xf64, 1>
        affine.store %0, %arg0[%arg1, %arg2] : memref<120x120xf64>
      }
    }
    memref.dealloc %alloc : memref<120x120xf64, 1>
    return
  }
}

