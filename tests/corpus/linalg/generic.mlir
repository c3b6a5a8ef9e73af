// linalg.generic: reductions, non-identity maps, linalg.index, integer payloads.

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>

func.func @row_sum(%A: memref<9x13xf64>, %s: memref<9xf64>) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<9x13xf64>) outs(%s : memref<9xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %r = arith.addf %acc, %a : f64
    linalg.yield %r : f64
  }
  return
}

func.func @col_max(%A: memref<11x6xf32>, %m: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<11x6xf32>) outs(%m : memref<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @generic_matmul_kij(%A: memref<8x6xf64>, %B: memref<6x7xf64>, %C: memref<8x7xf64>) {
  linalg.generic {indexing_maps = [affine_map<(k, i, j) -> (i, k)>, affine_map<(k, i, j) -> (k, j)>, affine_map<(k, i, j) -> (i, j)>],
                  iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : memref<8x6xf64>, memref<6x7xf64>) outs(%C : memref<8x7xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %c, %p : f64
    linalg.yield %s : f64
  }
  return
}

func.func @index_payload(%A: memref<10x12xi32>, %B: memref<10x12xi32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<10x12xi32>) outs(%B : memref<10x12xi32>) {
  ^bb0(%a: i32, %b: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ij = arith.muli %i, %j : index
    %k = arith.index_cast %ij : index to i32
    %s = arith.addi %a, %k : i32
    linalg.yield %s : i32
  }
  return
}

func.func @two_outputs(%A: memref<7x9xf64>, %mx: memref<7xf64>, %sm: memref<7xf64>) {
  linalg.generic {indexing_maps = [#id2, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<7x9xf64>) outs(%mx, %sm : memref<7xf64>, memref<7xf64>) {
  ^bb0(%a: f64, %m: f64, %s: f64):
    %r = arith.maximumf %m, %a : f64
    %t = arith.addf %s, %a : f64
    linalg.yield %r, %t : f64, f64
  }
  return
}

func.func @outer_product_3d(%x: memref<5xf64>, %y: memref<6xf64>, %z: memref<4xf64>, %O: memref<5x6x4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i)>, affine_map<(i, j, k) -> (j)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %y, %z : memref<5xf64>, memref<6xf64>, memref<4xf64>) outs(%O : memref<5x6x4xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64, %o: f64):
    %p = arith.mulf %a, %b : f64
    %q = arith.subf %p, %c : f64
    linalg.yield %q : f64
  }
  return
}

func.func @map_reduce(%A: memref<6x8xf64>, %B: memref<6x8xf64>, %T: memref<6x8xf64>, %r: memref<8xf64>) {
  linalg.map ins(%A, %B : memref<6x8xf64>, memref<6x8xf64>) outs(%T : memref<6x8xf64>)
    (%a: f64, %b: f64, %init: f64) {
      %s = arith.mulf %a, %b : f64
      linalg.yield %s : f64
    }
  linalg.reduce ins(%T : memref<6x8xf64>) outs(%r : memref<8xf64>) dimensions = [0]
    (%in: f64, %init: f64) {
      %s = arith.addf %in, %init : f64
      linalg.yield %s : f64
    }
  return
}
