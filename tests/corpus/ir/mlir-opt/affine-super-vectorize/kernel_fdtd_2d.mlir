#map = affine_map<(d0) -> (0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0 - 1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d1 - 1)>
#map6 = affine_map<(d0, d1) -> (d1 + 1)>
#map7 = affine_map<(d0, d1) -> (d0 + 1)>
module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.699999988 : f32
    affine.for %arg4 = 0 to 40 {
      affine.for %arg5 = 0 to 80 step 8 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg3[%arg4], %0 {permutation_map = #map} : memref<40xf32>, vector<8xf32>
        %2 = affine.apply #map(%arg5)
        %3 = affine.apply #map1(%arg5)
        vector.transfer_write %1, %arg1[%2, %3] : vector<8xf32>, memref<60x80xf32>
      }
      affine.for %arg5 = 1 to 60 {
        affine.for %arg6 = 0 to 80 step 8 {
          %cst_1 = arith.constant dense<5.000000e-01> : vector<8xf32>
          %0 = ub.poison : f32
          %1 = vector.transfer_read %arg1[%arg5, %arg6], %0 : memref<60x80xf32>, vector<8xf32>
          %2 = ub.poison : f32
          %3 = vector.transfer_read %arg2[%arg5, %arg6], %2 : memref<60x80xf32>, vector<8xf32>
          %4 = affine.apply #map2(%arg5, %arg6)
          %5 = affine.apply #map3(%arg5, %arg6)
          %6 = ub.poison : f32
          %7 = vector.transfer_read %arg2[%4, %5], %6 : memref<60x80xf32>, vector<8xf32>
          %8 = arith.subf %3, %7 : vector<8xf32>
          %9 = arith.mulf %cst_1, %8 : vector<8xf32>
          %10 = arith.subf %1, %9 : vector<8xf32>
          vector.transfer_write %10, %arg1[%arg5, %arg6] : vector<8xf32>, memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 60 {
        affine.for %arg6 = 1 to 80 step 8 {
          %cst_1 = arith.constant dense<5.000000e-01> : vector<8xf32>
          %0 = ub.poison : f32
          %1 = vector.transfer_read %arg0[%arg5, %arg6], %0 : memref<60x80xf32>, vector<8xf32>
          %2 = ub.poison : f32
          %3 = vector.transfer_read %arg2[%arg5, %arg6], %2 : memref<60x80xf32>, vector<8xf32>
          %4 = affine.apply #map4(%arg5, %arg6)
          %5 = affine.apply #map5(%arg5, %arg6)
          %6 = ub.poison : f32
          %7 = vector.transfer_read %arg2[%4, %5], %6 : memref<60x80xf32>, vector<8xf32>
          %8 = arith.subf %3, %7 : vector<8xf32>
          %9 = arith.mulf %cst_1, %8 : vector<8xf32>
          %10 = arith.subf %1, %9 : vector<8xf32>
          vector.transfer_write %10, %arg0[%arg5, %arg6] : vector<8xf32>, memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 59 {
        affine.for %arg6 = 0 to 79 step 8 {
          %cst_1 = arith.constant dense<0.699999988> : vector<8xf32>
          %0 = ub.poison : f32
          %1 = vector.transfer_read %arg2[%arg5, %arg6], %0 : memref<60x80xf32>, vector<8xf32>
          %2 = affine.apply #map4(%arg5, %arg6)
          %3 = affine.apply #map6(%arg5, %arg6)
          %4 = ub.poison : f32
          %5 = vector.transfer_read %arg0[%2, %3], %4 : memref<60x80xf32>, vector<8xf32>
          %6 = ub.poison : f32
          %7 = vector.transfer_read %arg0[%arg5, %arg6], %6 : memref<60x80xf32>, vector<8xf32>
          %8 = affine.apply #map7(%arg5, %arg6)
          %9 = affine.apply #map3(%arg5, %arg6)
          %10 = ub.poison : f32
          %11 = vector.transfer_read %arg1[%8, %9], %10 : memref<60x80xf32>, vector<8xf32>
          %12 = ub.poison : f32
          %13 = vector.transfer_read %arg1[%arg5, %arg6], %12 : memref<60x80xf32>, vector<8xf32>
          %14 = arith.subf %5, %7 : vector<8xf32>
          %15 = arith.subf %11, %13 : vector<8xf32>
          %16 = arith.addf %14, %15 : vector<8xf32>
          %17 = arith.mulf %cst_1, %16 : vector<8xf32>
          %18 = arith.subf %1, %17 : vector<8xf32>
          vector.transfer_write %18, %arg2[%arg5, %arg6] : vector<8xf32>, memref<60x80xf32>
        }
      }
    }
    return
  }
}

