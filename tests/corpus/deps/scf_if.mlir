// Accesses under `scf.if` ops whose conditions the analysis does not model (a loaded value, a
// remainder of an induction variable): may-accesses. Their domain is that of the affine loops
// around them (an over-approximation), their cell is exact; a dependence involving one is
// exact for those domains and holds only if the conditions are true at both instances.
// `%true` and `%false` are unused here: tests/suite/deps_scfif_corpus.rs substitutes them for the
// conditions to run every branch on its whole domain.

// Floyd-Warshall as Polygeist writes it: the store runs only where the new path is shorter.
func.func @floyd_warshall(%path: memref<8x8xf64>) {
  %true = arith.constant true
  affine.for %k = 0 to 8 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 8 {
        %0 = affine.load %path[%i, %j] : memref<8x8xf64>
        %1 = affine.load %path[%i, %k] : memref<8x8xf64>
        %2 = affine.load %path[%k, %j] : memref<8x8xf64>
        %3 = arith.addf %1, %2 : f64
        %shorter = arith.cmpf olt, %3, %0 : f64
        scf.if %shorter {
          affine.store %3, %path[%i, %j] : memref<8x8xf64>
        }
      }
    }
  }
  return
}

// Both branches of an scf.if on a remainder, and an scf.if nested in the else branch on a
// loaded integer (read by a memref.load with an affine index).
func.func @branches(%A: memref<72xf32>, %N: memref<64xi32>) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 32 {
    %r = arith.remsi %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      %v = affine.load %A[%i + 1] : memref<72xf32>
      affine.store %v, %A[%i] : memref<72xf32>
    } else {
      %n = memref.load %N[%i] : memref<64xi32>
      %positive = arith.cmpi sgt, %n, %c0_i32 : i32
      scf.if %positive {
        affine.for %j = 0 to 4 {
          affine.store %cst, %A[%i + %j + 32] : memref<72xf32>
        }
      }
    }
  }
  return
}

// scf.ifs on affine conditions (Polygeist's `if (j < i)` on index values; a conjunction of
// comparisons of i32 values computed from the ivs): modelled exactly, like affine.if, so these
// are must-accesses. mlir-opt ignores the conditions: its answers are looser.
func.func @triangle(%A: memref<16x16xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %c3_i32 = arith.constant 3 : i32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %lower = arith.cmpi slt, %j, %i : index
      scf.if %lower {
        %v = affine.load %A[%j, %i] : memref<16x16xf32>
        affine.store %v, %A[%i, %j] : memref<16x16xf32>
      } else {
        %i32 = arith.index_cast %i : index to i32
        %j32 = arith.index_cast %j : index to i32
        %big = arith.cmpi sgt, %i32, %c3_i32 : i32
        %upper = arith.cmpi sge, %j32, %i32 : i32
        %both = arith.andi %big, %upper : i1
        scf.if %both {
          affine.store %cst, %A[%i, %j] : memref<16x16xf32>
        }
      }
    }
  }
  return
}
