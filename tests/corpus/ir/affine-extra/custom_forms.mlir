// Affine ops in the less common spellings of their custom forms: discardable attributes on
// every op, max/min bounds mixing dims and symbols, parallel bound groups sharing operands
// across groups (deduplicated), `symbol(...)` subscripts repeating a dim, an empty else
// region, loops with zero iter_args results, and delinearize with an extra leading index.
#lb = affine_map<(d0, d1)[s0] -> (d0, d1 - s0, 0)>
#ub = affine_map<(d0)[s0, s1] -> (d0 + s0, s1)>
#guard = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>

func.func @attrs(%A: memref<?x?xf32>, %N: index, %M: index) {
  affine.for %i = 0 to %N {
    affine.for %j = max #lb(%i, %N)[%M] to min #ub(%i)[%M, %N] step 3 {
      %v = affine.load %A[%i, %j] {tag = "ld"} : memref<?x?xf32>
      affine.store %v, %A[%j, %i] {tag = "st"} : memref<?x?xf32>
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j) {note = 1 : i32}
      %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%a)[%N] {note = 2 : i32}
      %x = affine.max affine_map<(d0) -> (d0, 0)>(%m) {note = 3 : i32}
      affine.prefetch %A[%a, %i], write, locality<0>, instr {note = 4 : i32} : memref<?x?xf32>
    } {loop_tag = "inner"}
  } {loop_tag = "outer"}
  return
}

func.func @groups(%N: index, %M: index) {
  affine.parallel (%i, %j) = (max(0, symbol(%N) - 4), symbol(%M)) to (min(symbol(%N), symbol(%M) + 8), symbol(%N) + symbol(%M)) {
    affine.parallel (%k) = (max(%i, %j, symbol(%N))) to (min(%i + 16, %j * 2, symbol(%M))) step (4) {
      %s = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 - d2)>(%i, %j, %k)
    }
  } {band = "outer"}
  return
}

func.func @guards(%A: memref<128xf32>, %N: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 128 iter_args(%acc = %zero) -> f32 {
    affine.if #guard(%i)[%N] {
      affine.store %zero, %A[%i] : memref<128xf32>
    } else {
    }
    %v = affine.if #guard(%i)[%N] -> (f32) {
      %l = affine.load %A[%i + symbol(%N) - %i] : memref<128xf32>
      affine.yield %l : f32
    } else {
      affine.yield %acc : f32
    } {kind = "guard"}
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @indices(%x: index, %n: index) -> (index, index, index, index) {
  %q:3 = affine.delinearize_index %x into (%n, 8) : index, index, index
  %l = affine.linearize_index disjoint [%q#0, %q#1, %q#2] by (%n, 8) : index
  return %q#0, %q#1, %q#2, %l : index, index, index, index
}

func.func @vectors(%A: memref<64x64xf32>, %N: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 8 {
      %v = affine.vector_load %A[%i, %j + symbol(%N) mod 8] {note = "v"} : memref<64x64xf32>, vector<8xf32>
      affine.vector_store %v, %A[%j floordiv 8, %i] {note = "w"} : memref<64x64xf32>, vector<8xf32>
    }
  }
  return
}
