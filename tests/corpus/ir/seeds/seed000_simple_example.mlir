// Seed 000 (affine dialect reference, older edition),
// section "Operations / 'affine.for' operation": "Example showing reverse
// iteration of the inner loop". Today's syntax: func.func, memref.dim with
// an index constant, func.call; @F1/@F2 are declared so the file verifies.

#map57 = affine_map<(d0)[s0] -> (s0 - d0 - 1)>

func.func private @F1(memref<?x?xf32>, index, index) -> f32
func.func private @F2(f32, memref<?x?xf32>, index, index) -> ()

func.func @simple_example(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %N = memref.dim %A, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %N step 1 {
    affine.for %j = 0 to %N {   // implicitly steps by 1
      %0 = affine.apply #map57(%j)[%N]
      %tmp = func.call @F1(%A, %i, %0) : (memref<?x?xf32>, index, index) -> (f32)
      func.call @F2(%tmp, %B, %i, %0) : (f32, memref<?x?xf32>, index, index) -> ()
    }
  }
  return
}
