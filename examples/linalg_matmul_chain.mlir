// A 256x256 matmul followed by elementwise ops through temporaries: C = A * B (after a fill),
// then O = max(C + bias, 0) * scale. `tessera bench examples/linalg_matmul_chain.mlir
// --entry chain --passes ...` compares linalg-to-affine alone, linalg-tile before it, and
// linalg-tile-and-fuse (optionally parallel): see README.md.
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @chain(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %bias: memref<256xf32>,
                 %O: memref<256x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.5 : f32
  %C = memref.alloc() : memref<256x256xf32>
  %T = memref.alloc() : memref<256x256xf32>
  linalg.fill ins(%zero : f32) outs(%C : memref<256x256xf32>)
  linalg.matmul ins(%A, %B : memref<256x256xf32>, memref<256x256xf32>)
                outs(%C : memref<256x256xf32>)
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%C, %bias : memref<256x256xf32>, memref<256xf32>) outs(%T : memref<256x256xf32>) {
  ^bb0(%c: f32, %b: f32, %t: f32):
    %s = arith.addf %c, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%T : memref<256x256xf32>) outs(%O : memref<256x256xf32>) {
  ^bb0(%t: f32, %o: f32):
    %m = arith.mulf %t, %scale : f32
    linalg.yield %m : f32
  }
  memref.dealloc %C : memref<256x256xf32>
  memref.dealloc %T : memref<256x256xf32>
  return
}
