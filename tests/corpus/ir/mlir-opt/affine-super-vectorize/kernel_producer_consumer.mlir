#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %0 = vector.broadcast %arg2 : f32 to vector<8xf32>
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    affine.for %arg3 = 0 to 1024 step 8 {
      %cst_0 = arith.constant dense<0.333333343> : vector<8xf32>
      %1 = ub.poison : f32
      %2 = vector.transfer_read %arg0[%arg3], %1 : memref<1026xf32>, vector<8xf32>
      %3 = affine.apply #map(%arg3)
      %4 = ub.poison : f32
      %5 = vector.transfer_read %arg0[%3], %4 : memref<1026xf32>, vector<8xf32>
      %6 = affine.apply #map1(%arg3)
      %7 = ub.poison : f32
      %8 = vector.transfer_read %arg0[%6], %7 : memref<1026xf32>, vector<8xf32>
      %9 = arith.addf %2, %5 : vector<8xf32>
      %10 = arith.addf %9, %8 : vector<8xf32>
      %11 = arith.mulf %10, %cst_0 : vector<8xf32>
      vector.transfer_write %11, %alloc[%arg3] : vector<8xf32>, memref<1024xf32>
    }
    affine.for %arg3 = 0 to 1024 step 8 {
      %1 = ub.poison : f32
      %2 = vector.transfer_read %alloc[%arg3], %1 : memref<1024xf32>, vector<8xf32>
      %3 = arith.mulf %2, %0 : vector<8xf32>
      vector.transfer_write %3, %arg1[%arg3] : vector<8xf32>, memref<1024xf32>
    }
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg2 = 0 to 100 step 8 {
      %cst_0 = arith.constant dense<1.000000e+00> : vector<8xf32>
      %0 = ub.poison : f32
      %1 = vector.transfer_read %arg0[%arg2], %0 : memref<100xf32>, vector<8xf32>
      %2 = arith.addf %1, %cst_0 : vector<8xf32>
      vector.transfer_write %2, %arg1[%arg2] : vector<8xf32>, memref<100xf32>
      %3 = ub.poison : f32
      %4 = vector.transfer_read %arg1[%arg2], %3 : memref<100xf32>, vector<8xf32>
      %5 = ub.poison : f32
      %6 = vector.transfer_read %arg0[%arg2], %5 : memref<100xf32>, vector<8xf32>
      %7 = arith.mulf %4, %6 : vector<8xf32>
      vector.transfer_write %7, %arg0[%arg2] : vector<8xf32>, memref<100xf32>
    }
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_0 = memref.alloc() : memref<64x64xf32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg0[%arg3, %arg4], %0 : memref<64x64xf32>, vector<8xf32>
        %2 = arith.mulf %1, %1 : vector<8xf32>
        vector.transfer_write %2, %alloc[%arg3, %arg4] : vector<8xf32>, memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %arg1[%arg4, %arg3] : memref<64x64xf32>
        affine.store %0, %alloc_0[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %alloc[%arg3, %arg4], %0 : memref<64x64xf32>, vector<8xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %alloc_0[%arg3, %arg4], %2 : memref<64x64xf32>, vector<8xf32>
        %4 = arith.addf %1, %3 : vector<8xf32>
        vector.transfer_write %4, %arg2[%arg3, %arg4] : vector<8xf32>, memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

