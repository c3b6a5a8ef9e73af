// Producer-consumer chains through temporaries: elementwise chains, matmul followed by
// elementwise ops, a two-matmul chain.

#id2 = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>

func.func @elementwise_chain(%A: memref<16x20xf64>, %B: memref<16x20xf64>, %O: memref<16x20xf64>) {
  %t1 = memref.alloc() : memref<16x20xf64>
  %t2 = memref.alloc() : memref<16x20xf64>
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : memref<16x20xf64>, memref<16x20xf64>) outs(%t1 : memref<16x20xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %s = arith.addf %a, %b : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t1 : memref<16x20xf64>) outs(%t2 : memref<16x20xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.mulf %a, %a : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t2, %A : memref<16x20xf64>, memref<16x20xf64>) outs(%O : memref<16x20xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %s = arith.subf %a, %b : f64
    linalg.yield %s : f64
  }
  memref.dealloc %t1 : memref<16x20xf64>
  memref.dealloc %t2 : memref<16x20xf64>
  return
}

func.func @matmul_bias_relu(%A: memref<24x16xf64>, %B: memref<16x20xf64>, %bias: memref<20xf64>, %O: memref<24x20xf64>) {
  %z = arith.constant 0.0 : f64
  %t = memref.alloc() : memref<24x20xf64>
  linalg.fill ins(%z : f64) outs(%t : memref<24x20xf64>)
  linalg.matmul ins(%A, %B : memref<24x16xf64>, memref<16x20xf64>) outs(%t : memref<24x20xf64>)
  linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t, %bias : memref<24x20xf64>, memref<20xf64>) outs(%O : memref<24x20xf64>) {
  ^bb0(%x: f64, %b: f64, %o: f64):
    %s = arith.addf %x, %b : f64
    %r = arith.maximumf %s, %z : f64
    linalg.yield %r : f64
  }
  memref.dealloc %t : memref<24x20xf64>
  return
}

func.func @two_matmuls(%A: memref<10x12xf64>, %B: memref<12x8xf64>, %C: memref<8x9xf64>, %D: memref<10x9xf64>) {
  %z = arith.constant 0.0 : f64
  %t = memref.alloc() : memref<10x8xf64>
  linalg.fill ins(%z : f64) outs(%t : memref<10x8xf64>)
  linalg.matmul ins(%A, %B : memref<10x12xf64>, memref<12x8xf64>) outs(%t : memref<10x8xf64>)
  linalg.matmul ins(%t, %C : memref<10x8xf64>, memref<8x9xf64>) outs(%D : memref<10x9xf64>)
  memref.dealloc %t : memref<10x8xf64>
  return
}

func.func @in_place_chain(%A: memref<12x12xf64>, %B: memref<12x12xf64>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<12x12xf64>) outs(%B : memref<12x12xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.addf %a, %o : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%B : memref<12x12xf64>) outs(%A : memref<12x12xf64>) {
  ^bb0(%b: f64, %o: f64):
    %s = arith.mulf %b, %o : f64
    linalg.yield %s : f64
  }
  return
}
