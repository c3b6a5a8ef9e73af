// memref.load/memref.store whose indices are affine functions of the loops' induction
// variables and symbols computed by integer arithmetic (arith.index_cast between index and
// i32, addi/subi, muli by a constant, affine.apply), as Polygeist writes durbin: analysed
// exactly, like affine accesses. Indices that are not affine (a loaded value, a division, a
// product of two induction variables) stay "unknown (may depend)" with the reason.

// durbin's inner loops (k and i as in PolyBench): z[i] = y[i] + y[k - i - 1], then y[i] = z[i];
// r[n - 1] written and r[k] read at each k (n an i32 argument, a symbol).
func.func @durbin_like(%r: memref<40xf64>, %y: memref<40xf64>, %z: memref<40xf64>, %n: i32) {
  %c1_i32 = arith.constant 1 : i32
  %cst = arith.constant 1.000000e+00 : f64
  affine.for %k = 1 to 40 {
    %k32 = arith.index_cast %k : index to i32
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%k) {
      %i32 = arith.index_cast %i : index to i32
      %0 = arith.subi %k32, %i32 : i32
      %1 = arith.subi %0, %c1_i32 : i32
      %2 = arith.index_cast %1 : i32 to index
      %a = memref.load %y[%i] : memref<40xf64>
      %b = memref.load %y[%2] : memref<40xf64>
      %s = arith.addf %a, %b : f64
      memref.store %s, %z[%i] : memref<40xf64>
    }
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%k) {
      %v = memref.load %z[%i] : memref<40xf64>
      memref.store %v, %y[%i] : memref<40xf64>
    }
    %w = affine.load %r[%k] : memref<40xf64>
    %nm1 = arith.subi %n, %c1_i32 : i32
    %last = arith.index_cast %nm1 : i32 to index
    memref.store %cst, %r[%last] : memref<40xf64>
  }
  return
}

// Indices through i32 arithmetic with a constant factor (2 * i + 1) and an affine.apply
// (2 * i): the odd and the even cells never meet.
func.func @odd_even(%A: memref<100xf32>) {
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  affine.for %i = 0 to 40 {
    %i32 = arith.index_cast %i : index to i32
    %t = arith.muli %c2_i32, %i32 : i32
    %u = arith.addi %t, %c1_i32 : i32
    %odd = arith.index_cast %u : i32 to index
    %even = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = memref.load %A[%odd] : memref<100xf32>
    memref.store %v, %A[%even] : memref<100xf32>
  }
  return
}

// Not affine: a loaded index, a division, a product of two induction variables.
func.func @not_affine(%A: memref<100xf32>, %I: memref<10xindex>) {
  %c2 = arith.constant 2 : index
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cst, %A[%i] : memref<100xf32>
      %k = affine.load %I[%i] : memref<10xindex>
      %v = memref.load %A[%k] : memref<100xf32>
      %h = arith.divsi %j, %c2 : index
      %w = memref.load %A[%h] : memref<100xf32>
      %p = arith.muli %i, %j : index
      %x = memref.load %A[%p] : memref<100xf32>
    }
  }
  return
}
