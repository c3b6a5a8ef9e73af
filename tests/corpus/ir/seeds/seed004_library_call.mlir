// Seed 004 (linalg dialect), section "Property 5: May Map To an External
// Library Call": the pointwise add carrying library_call = "pointwise_add",
// and the call it is materialized into (the seed's function-naming scheme
// pointwise_add_sxsxf32_sxsxf32). The LLVM-lowered form is omitted.
#indexing_maps = [
  affine_map<(i, j) -> (i, j)>,
  affine_map<(i, j) -> (i, j)>,
  affine_map<(i, j) -> (i, j)>
]
#attrs = {indexing_maps = #indexing_maps, iterator_types = ["parallel", "parallel"], library_call = "pointwise_add"}

func.func @example(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #attrs ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c_in: f32):
    %c = arith.addf %a, %b : f32
    linalg.yield %c : f32
  }
  return
}

func.func private @pointwise_add_sxsxf32_sxsxf32(memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()

func.func @example_called(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  call @pointwise_add_sxsxf32_sxsxf32 (%A, %B, %C):
    (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
