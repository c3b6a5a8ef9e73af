// Builtin types as mlir-opt 22 prints them.
!alias_vec = vector<4xf32>
!alias_fn = (i32) -> (i32, f32)
func.func private @scalars(index, i1, i7, i64, i128, si8, ui32, f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, none)
func.func private @composites(complex<f32>, complex<i32>, tuple<>, tuple<i32, f32, tuple<index>>, (i32, f32) -> i1, () -> (), (index) -> ((i32) -> i32))
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi16>, vector<f32>, !alias_vec)
func.func private @tensors(tensor<f32>, tensor<4x?xf32>, tensor<*xi32>, tensor<0x3xf32>, tensor<2x2xcomplex<f64>>, tensor<?x?xf32, "sparse">)
func.func private @memrefs(memref<f32>, memref<4x?xf32>, memref<*xf32>, memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, strided<[1, 4]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<16xi32, 1>, memref<*xf32, 3>, memref<4xf32, #gpu.address_space<workgroup>>, memref<2x2xvector<4xf32>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4xf32, 0>, memref<4xf32, 0 : i32>)
func.func private @aliased(!alias_fn) -> !alias_vec
