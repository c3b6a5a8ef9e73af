// Dynamic control flow inside execute_regions: scf.while, scf.if, cf branches, nested regions,
// an alloc/dealloc pair, duplicate and unused region arguments and a memref.cast operand
// (what affine-execute-region-simplify canonicalises).
func.func @dyn(%A : memref<32xi64>, %B : memref<32xi64>, %C : memref<32xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : i64
  %one = arith.constant 1 : i64
  %tmp = memref.alloc() : memref<4xi64>
  %Ad = memref.cast %A : memref<32xi64> to memref<?xi64>
  affine.for %i = 0 to 32 {
    affine.execute_region [%rA, %rA2, %rB, %rT] = (%Ad, %Ad, %B, %tmp) : memref<?xi64>, memref<?xi64>, memref<32xi64>, memref<4xi64> {
      %v = affine.load %rA[%i] : memref<?xi64>
      %n0 = arith.andi %v, %c31 : i64
      %n = arith.index_cast %n0 : i64 to index
      // Collatz-like walk: a while loop whose trip count depends on data.
      %steps = scf.while (%x = %n, %k = %c0) : (index, index) -> index {
        %go = arith.cmpi ugt, %x, %c1 : index
        scf.condition(%go) %k : index
      } do {
      ^bb0(%k2: index):
        %kk = arith.addi %k2, %c1 : index
        %half = arith.shrui %n, %kk : index
        scf.yield %half, %kk : index, index
      }
      %odd = arith.andi %v, %one : i64
      %isodd = arith.cmpi eq, %odd, %one : i64
      %w = scf.if %isodd -> (i64) {
        %s = arith.index_cast %steps : index to i64
        scf.yield %s : i64
      } else {
        %u = affine.load %rA2[31 - %i] : memref<?xi64>
        scf.yield %u : i64
      }
      affine.execute_region [%rB2] = (%rB) : memref<32xi64> {
        %p = arith.cmpi slt, %w, %v : i64
        cf.cond_br %p, ^lt, ^ge
      ^lt:
        affine.store %w, %rB2[%i] : memref<32xi64>
        cf.br ^end
      ^ge:
        %d = arith.subi %w, %v : i64
        affine.store %d, %rB2[%i] : memref<32xi64>
        cf.br ^end
      ^end:
        return
      }
      return
    }
  }
  memref.dealloc %tmp : memref<4xi64>
  return
}
