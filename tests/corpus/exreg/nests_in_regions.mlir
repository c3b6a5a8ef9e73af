// Loop nests inside execute_regions, with symbols of the region (an outer iv, a loaded
// value): what the affine passes transform, scope by scope.
func.func @nests(%A : memref<16x16xf64>, %B : memref<16x16xf64>, %C : memref<16xf64>, %N : memref<4xi32>) {
  %mask = arith.constant 7 : i32
  affine.for %t = 0 to 3 {
    %nr = affine.load %N[%t] : memref<4xi32>
    %nm = arith.andi %nr, %mask : i32
    %n0 = arith.index_cast %nm : i32 to index
    affine.execute_region [%rA, %rB, %rC] = (%A, %B, %C) : memref<16x16xf64>, memref<16x16xf64>, memref<16xf64> {
      %n = arith.addi %n0, %n0 : index
      affine.for %i = 0 to 16 {
        affine.for %j = 0 to 16 {
          %a = affine.load %rA[%i, %j] : memref<16x16xf64>
          %c = affine.load %rC[%j] : memref<16xf64>
          %s = arith.addf %a, %c : f64
          affine.store %s, %rB[%i, %j] : memref<16x16xf64>
        }
      }
      affine.for %i = 0 to %n {
        affine.for %j = 1 to 16 {
          %a = affine.load %rB[%i, %j - 1] : memref<16x16xf64>
          %b = affine.load %rA[%i, %j] : memref<16x16xf64>
          %s = arith.mulf %a, %b : f64
          affine.store %s, %rA[%i, %j] : memref<16x16xf64>
        }
      }
      affine.for %j = 0 to 16 {
        %x = affine.load %rA[%t, %j] : memref<16x16xf64>
        affine.store %x, %rC[%j] : memref<16xf64>
      }
      return
    }
  }
  return
}
