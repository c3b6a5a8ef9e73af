#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<(d0) -> (d0 - 1)>
#map2 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_jacobi_1d(%arg0: i32, %arg1: i32, %arg2: memref<?xf64>, %arg3: memref<?xf64>) {
    %cst = arith.constant 3.333300e-01 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      affine.for %arg5 = 1 to #map()[%1] step 8 {
        %cst_0 = arith.constant dense<3.333300e-01> : vector<8xf64>
        %2 = affine.apply #map1(%arg5)
        %3 = ub.poison : f64
        %4 = vector.transfer_read %arg2[%2], %3 : memref<?xf64>, vector<8xf64>
        %5 = ub.poison : f64
        %6 = vector.transfer_read %arg2[%arg5], %5 : memref<?xf64>, vector<8xf64>
        %7 = arith.addf %4, %6 : vector<8xf64>
        %8 = affine.apply #map2(%arg5)
        %9 = ub.poison : f64
        %10 = vector.transfer_read %arg2[%8], %9 : memref<?xf64>, vector<8xf64>
        %11 = arith.addf %7, %10 : vector<8xf64>
        %12 = arith.mulf %11, %cst_0 : vector<8xf64>
        vector.transfer_write %12, %arg3[%arg5] : vector<8xf64>, memref<?xf64>
      }
      affine.for %arg5 = 1 to #map()[%1] step 8 {
        %cst_0 = arith.constant dense<3.333300e-01> : vector<8xf64>
        %2 = affine.apply #map1(%arg5)
        %3 = ub.poison : f64
        %4 = vector.transfer_read %arg3[%2], %3 : memref<?xf64>, vector<8xf64>
        %5 = ub.poison : f64
        %6 = vector.transfer_read %arg3[%arg5], %5 : memref<?xf64>, vector<8xf64>
        %7 = arith.addf %4, %6 : vector<8xf64>
        %8 = affine.apply #map2(%arg5)
        %9 = ub.poison : f64
        %10 = vector.transfer_read %arg3[%8], %9 : memref<?xf64>, vector<8xf64>
        %11 = arith.addf %7, %10 : vector<8xf64>
        %12 = arith.mulf %11, %cst_0 : vector<8xf64>
        vector.transfer_write %12, %arg2[%arg5] : vector<8xf64>, memref<?xf64>
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
    affine.for %arg0 = 0 to 2000 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f64
      affine.store %1, %alloc[%arg0] : memref<2000xf64>
      affine.store %1, %alloc_0[%arg0] : memref<2000xf64>
    }
    %cast = memref.cast %alloc : memref<2000xf64> to memref<?xf64>
    %cast_1 = memref.cast %alloc_0 : memref<2000xf64> to memref<?xf64>
    call @kernel_jacobi_1d(%c2000_i32, %c500_i32, %cast, %cast_1) : (i32, i32, memref<?xf64>, memref<?xf64>) -> ()
    memref.dealloc %alloc : memref<2000xf64>
    memref.dealloc %alloc_0 : memref<2000xf64>
    return %c0_i32 : i32
  }
}

