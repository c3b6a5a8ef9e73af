// Round trips of the gpu dialect's warp-synchronous matrix ops (gpu.subgroup_mma_load_matrix,
// store_matrix, compute, constant_matrix, elementwise, extract_thread_local,
// insert_thread_local) with the !gpu.mma_matrix type, and of the sparse host ops
// (gpu.create_coo/coo_aos/csr/csc/bsr/2to4_spmat/dn_tensor, spmv/spmm/sddmm and their buffer
// sizes, the spgemm ops, destroy_*, spmat_get_size, set_csr_pointers): custom form, generic
// form, and generic form read back. CHECK lines are mlir-opt 22's output for this file
// (custom form: /usr/lib/llvm-22/bin/mlir-opt --split-input-file; GENERIC lines: the same with
// --mlir-print-op-generic), checked when the file was written.
// RUN: tessera opt --split-input-file %s | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | tessera opt --split-input-file - | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: func.func @sp(%arg0: index, %arg1: memref<?xindex>, %arg2: memref<?xf64>, %arg3: memref<0xi8>) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %spmat, %asyncToken = gpu.create_coo_aos async [%0] %arg0, %arg0, %arg0, %arg1, %arg2 : memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_0, %asyncToken_1 = gpu.create_csc async [%asyncToken] %arg0, %arg0, %arg0, %arg1, %arg1, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_2, %asyncToken_3 = gpu.create_bsr async [%asyncToken_1] %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spMat, %asyncToken_4 = gpu.create_2to4_spmat async [%asyncToken_3]{ PRUNE_AND_CHECK} %arg0, %arg0, %arg2 : memref<?xf64>
// CHECK-NEXT: %spMat_5, %asyncToken_6 = gpu.create_2to4_spmat async [%asyncToken_3]{ NONE} %arg0, %arg0, %arg2 : memref<?xf64>
// CHECK-NEXT: %dnTensor, %asyncToken_7 = gpu.create_dn_tensor async [%asyncToken_4] %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT: %bufferSz, %asyncToken_8 = gpu.spmv_buffer_size async [%asyncToken_7] %spmat{ TRANSPOSE}, %dnTensor, %dnTensor into f32
// CHECK-NEXT: %bufferSz_9, %asyncToken_10 = gpu.spmv_buffer_size async [%asyncToken_7] %spmat, %dnTensor, %dnTensor into f32
// CHECK-NEXT: %1 = gpu.spmm async [%asyncToken_10] %spmat{ CONJUGATE_TRANSPOSE}, %dnTensor{ TRANSPOSE}, %dnTensor, %arg2, %arg2 : memref<?xf64>, memref<?xf64> into f64
// CHECK-NEXT: %bufferSzs:3, %asyncToken_11 = gpu.spmm_buffer_size async [%1] %spmat, %dnTensor, %dnTensor : index, index, index into f64
// CHECK-NEXT: %desc, %asyncToken_12 = gpu.spgemm_create_descr async [%asyncToken_11]
// CHECK-NEXT: %bufferSzNew, %asyncToken_13 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_12]{ COMPUTE} %spmat{ TRANSPOSE}, %spmat_0, %spmat_2, %desc, %arg0, %arg3 : f32 into memref<0xi8>
// CHECK-NEXT: %2 = gpu.spgemm_copy async [%asyncToken_13] %spmat, %spmat_0{ TRANSPOSE}, %spmat_2, %desc : f32
// CHECK-NEXT: %rows, %cols, %nnz, %asyncToken_14 = gpu.spmat_get_size async [%2] %spmat_2
// CHECK-NEXT: %3 = gpu.set_csr_pointers async [%asyncToken_14] %spmat_2, %arg1, %arg1, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %4 = gpu.spgemm_destroy_descr async [%3] %desc
// CHECK-NEXT: %dnTensor_15 = gpu.create_dn_tensor  %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT: gpu.destroy_dn_tensor  %dnTensor_15
// CHECK-NEXT: %bufferSz_16 = gpu.sddmm_buffer_size  %dnTensor{ TRANSPOSE}, %dnTensor, %spmat into f16
// CHECK-NEXT: gpu.sddmm  %dnTensor, %dnTensor{ TRANSPOSE}, %spmat, %arg2 : memref<?xf64> into f16
// CHECK-NEXT: %bufferSz_17 = gpu.spmv_buffer_size  %spmat, %dnTensor, %dnTensor {foo} into f32
// CHECK-NEXT: %bufferSzs_18 = gpu.spmm_buffer_size  %spmat, %dnTensor, %dnTensor : index into f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mma(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: !gpu.mma_matrix<16x16xf16, "BOp">, %arg2: !gpu.mma_matrix<16x16xf16, "COp">, %arg3: memref<32x32xf16>, %arg4: index) {
// CHECK-NEXT: %0 = gpu.subgroup_mma_compute %arg0, %arg1, %arg2 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK-NEXT: %1 = gpu.subgroup_mma_load_matrix %arg3[%arg4, %arg4] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %0, %arg3[%arg4, %arg4] {foo = 1 : i64, leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
// CHECK-NEXT: %2 = gpu.subgroup_mma_elementwise  negatef %0 : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK-NEXT: %3 = gpu.subgroup_mma_elementwise  addf %0, %0 {x} : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @mma_thread_local(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: memref<32x32xf16>, %arg2: index, %arg3: f16) {
// CHECK-NEXT: %0 = gpu.subgroup_mma_extract_thread_local %arg0[%arg2] {foo} : !gpu.mma_matrix<16x16xf16, "AOp"> -> f16
// CHECK-NEXT: %1 = gpu.subgroup_mma_insert_thread_local %arg3, %arg0[%arg2] {foo} : f16, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: %2 = gpu.subgroup_mma_constant_matrix %arg3 {bar} : !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 64 + d1 + 8)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mma_types(%arg0: !gpu.mma_matrix<16x16xsi8, "AOp">, %arg1: !gpu.mma_matrix<16x16xui8, "BOp">, %arg2: !gpu.mma_matrix<16x16xi32, "COp">, %arg3: memref<32x32xi32, #map>, %arg4: memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>>, %arg5: index) {
// CHECK-NEXT: %0 = gpu.subgroup_mma_compute %arg0, %arg1, %arg2 {b_transpose} : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %0, %arg3[%arg5, %arg5] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<32x32xi32, #map>
// CHECK-NEXT: %1 = gpu.subgroup_mma_load_matrix %arg4[%arg5, %arg5] {leadDimension = 4 : index} : memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %2 = gpu.subgroup_mma_elementwise  extf %1 : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %3 = gpu.subgroup_mma_elementwise  divf %2, %2 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<?xindex>, memref<?xf64>, memref<0xi8>) -> (), sym_name = "sp"}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: memref<?xindex>, %arg7: memref<?xf64>, %arg8: memref<0xi8>):
// GENERIC-NEXT: %4 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT: %5:2 = "gpu.create_coo_aos"(%4, %arg5, %arg5, %arg5, %arg6, %arg7) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
// GENERIC-NEXT: %6:2 = "gpu.create_csc"(%5#1, %arg5, %arg5, %arg5, %arg6, %arg6, %arg7) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
// GENERIC-NEXT: %7:2 = "gpu.create_bsr"(%6#1, %arg5, %arg5, %arg5, %arg5, %arg5, %arg6, %arg6, %arg7) : (!gpu.async.token, index, index, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
// GENERIC-NEXT: %8:2 = "gpu.create_2to4_spmat"(%7#1, %arg5, %arg5, %arg7) <{pruneFlag = #gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>}> : (!gpu.async.token, index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
// GENERIC-NEXT: %9:2 = "gpu.create_2to4_spmat"(%7#1, %arg5, %arg5, %arg7) <{pruneFlag = #gpu<prune_2to4_spmat_flag NONE>}> : (!gpu.async.token, index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
// GENERIC-NEXT: %10:2 = "gpu.create_dn_tensor"(%8#1, %arg7, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!gpu.async.token, memref<?xf64>, index) -> (!gpu.sparse.dntensor_handle, !gpu.async.token)
// GENERIC-NEXT: %11:2 = "gpu.spmv_buffer_size"(%10#1, %5#0, %10#0, %10#0) <{computeType = f32, modeA = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
// GENERIC-NEXT: %12:2 = "gpu.spmv_buffer_size"(%10#1, %5#0, %10#0, %10#0) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
// GENERIC-NEXT: %13 = "gpu.spmm"(%12#1, %5#0, %10#0, %10#0, %arg7, %arg7) <{computeType = f64, modeA = #gpu<mat_transpose_mode CONJUGATE_TRANSPOSE>, modeB = #gpu<mat_transpose_mode TRANSPOSE>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 2>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>, memref<?xf64>) -> !gpu.async.token
// GENERIC-NEXT: %14:4 = "gpu.spmm_buffer_size"(%13, %5#0, %10#0, %10#0) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 3, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index, index, !gpu.async.token)
// GENERIC-NEXT: %15:2 = "gpu.spgemm_create_descr"(%14#3) : (!gpu.async.token) -> (!gpu.sparse.spgemmop_handle, !gpu.async.token)
// GENERIC-NEXT: %16:2 = "gpu.spgemm_work_estimation_or_compute"(%15#1, %15#0, %5#0, %6#0, %7#0, %arg5, %arg8) <{computeType = f32, kind = #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>, modeA = #gpu<mat_transpose_mode TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<0xi8>) -> (index, !gpu.async.token)
// GENERIC-NEXT: %17 = "gpu.spgemm_copy"(%16#1, %15#0, %5#0, %6#0, %7#0) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> !gpu.async.token
// GENERIC-NEXT: %18:4 = "gpu.spmat_get_size"(%17, %7#0) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> (index, index, index, !gpu.async.token)
// GENERIC-NEXT: %19 = "gpu.set_csr_pointers"(%18#3, %7#0, %arg6, %arg6, %arg7) : (!gpu.async.token, !gpu.sparse.spmat_handle, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.async.token
// GENERIC-NEXT: %20 = "gpu.spgemm_destroy_descr"(%19, %15#0) : (!gpu.async.token, !gpu.sparse.spgemmop_handle) -> !gpu.async.token
// GENERIC-NEXT: %21 = "gpu.create_dn_tensor"(%arg7, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<?xf64>, index) -> !gpu.sparse.dntensor_handle
// GENERIC-NEXT: "gpu.destroy_dn_tensor"(%21) : (!gpu.sparse.dntensor_handle) -> ()
// GENERIC-NEXT: %22 = "gpu.sddmm_buffer_size"(%10#0, %10#0, %5#0) <{computeType = f16, modeA = #gpu<mat_transpose_mode TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle) -> index
// GENERIC-NEXT: "gpu.sddmm"(%10#0, %10#0, %5#0, %arg7) <{computeType = f16, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode TRANSPOSE>}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xf64>) -> ()
// GENERIC-NEXT: %23 = "gpu.spmv_buffer_size"(%5#0, %10#0, %10#0) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>}> {foo} : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
// GENERIC-NEXT: %24 = "gpu.spmm_buffer_size"(%5#0, %10#0, %10#0) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 1, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>, index) -> (), sym_name = "mma"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: !gpu.mma_matrix<16x16xf16, "BOp">, %arg2: !gpu.mma_matrix<16x16xf16, "COp">, %arg3: memref<32x32xf16>, %arg4: index):
// GENERIC-NEXT: %0 = "gpu.subgroup_mma_compute"(%arg0, %arg1, %arg2) <{a_transpose}> : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// GENERIC-NEXT: %1 = "gpu.subgroup_mma_load_matrix"(%arg3, %arg4, %arg4) <{leadDimension = 32 : index, transpose}> : (memref<32x32xf16>, index, index) -> !gpu.mma_matrix<16x16xf16, "BOp">
// GENERIC-NEXT: "gpu.subgroup_mma_store_matrix"(%0, %arg3, %arg4, %arg4) <{leadDimension = 32 : index, transpose}> {foo = 1 : i64} : (!gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>, index, index) -> ()
// GENERIC-NEXT: %2 = "gpu.subgroup_mma_elementwise"(%0) <{opType = #gpu<mma_element_wise negatef>}> : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// GENERIC-NEXT: %3 = "gpu.subgroup_mma_elementwise"(%0, %0) <{opType = #gpu<mma_element_wise addf>}> {x} : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>, index, f16) -> (), sym_name = "mma_thread_local"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: memref<32x32xf16>, %arg2: index, %arg3: f16):
// GENERIC-NEXT: %0 = "gpu.subgroup_mma_extract_thread_local"(%arg0, %arg2) {foo} : (!gpu.mma_matrix<16x16xf16, "AOp">, index) -> f16
// GENERIC-NEXT: %1 = "gpu.subgroup_mma_insert_thread_local"(%arg3, %arg0, %arg2) {foo} : (f16, !gpu.mma_matrix<16x16xf16, "AOp">, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
// GENERIC-NEXT: %2 = "gpu.subgroup_mma_constant_matrix"(%arg3) {bar} : (f16) -> !gpu.mma_matrix<16x16xf16, "AOp">
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #map = affine_map<(d0, d1) -> (d0 * 64 + d1 + 8)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (!gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp">, !gpu.mma_matrix<16x16xi32, "COp">, memref<32x32xi32, #map>, memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>>, index) -> (), sym_name = "mma_types"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !gpu.mma_matrix<16x16xsi8, "AOp">, %arg1: !gpu.mma_matrix<16x16xui8, "BOp">, %arg2: !gpu.mma_matrix<16x16xi32, "COp">, %arg3: memref<32x32xi32, #map>, %arg4: memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>>, %arg5: index):
// GENERIC-NEXT: %0 = "gpu.subgroup_mma_compute"(%arg0, %arg1, %arg2) <{b_transpose}> : (!gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
// GENERIC-NEXT: "gpu.subgroup_mma_store_matrix"(%0, %arg3, %arg5, %arg5) <{leadDimension = 64 : index}> : (!gpu.mma_matrix<16x16xi32, "COp">, memref<32x32xi32, #map>, index, index) -> ()
// GENERIC-NEXT: %1 = "gpu.subgroup_mma_load_matrix"(%arg4, %arg5, %arg5) <{leadDimension = 4 : index}> : (memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>>, index, index) -> !gpu.mma_matrix<16x16xf32, "COp">
// GENERIC-NEXT: %2 = "gpu.subgroup_mma_elementwise"(%1) <{opType = #gpu<mma_element_wise extf>}> : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// GENERIC-NEXT: %3 = "gpu.subgroup_mma_elementwise"(%2, %2) <{opType = #gpu<mma_element_wise divf>}> : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @sp(%arg0: index, %m1: memref<?xindex>, %m2: memref<?xf64>, %i8: memref<0xi8>) {
  %t0 = gpu.wait async
  %a, %t1 = gpu.create_coo_aos async [%t0] %arg0, %arg0, %arg0, %m1, %m2 : memref<?xindex>, memref<?xf64>
  %b, %t2 = gpu.create_csc async [%t1] %arg0, %arg0, %arg0, %m1, %m1, %m2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %c, %t3 = gpu.create_bsr async [%t2] %arg0, %arg0, %arg0, %arg0, %arg0, %m1, %m1, %m2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %d, %t4 = gpu.create_2to4_spmat async [%t3] {PRUNE_AND_CHECK} %arg0, %arg0, %m2 : memref<?xf64>
  %d2, %t4b = gpu.create_2to4_spmat async [%t3] {NONE} %arg0, %arg0, %m2 : memref<?xf64>
  %dn, %t5 = gpu.create_dn_tensor async [%t4] %m2, %arg0 : index into memref<?xf64>
  %sz, %t6 = gpu.spmv_buffer_size async [%t5] %a {TRANSPOSE}, %dn, %dn into f32
  %sz2, %t7 = gpu.spmv_buffer_size async [%t5] %a {NON_TRANSPOSE}, %dn, %dn into f32
  %t8 = gpu.spmm async [%t7] %a{CONJUGATE_TRANSPOSE}, %dn{TRANSPOSE}, %dn, %m2, %m2 : memref<?xf64>, memref<?xf64> into f64
  %s1, %s2, %s3, %t9 = gpu.spmm_buffer_size async [%t8] %a, %dn, %dn : index, index, index into f64
  %desc, %t10 = gpu.spgemm_create_descr async [%t9]
  %nb, %t11 = gpu.spgemm_work_estimation_or_compute async [%t10] {COMPUTE} %a{TRANSPOSE}, %b, %c, %desc, %arg0, %i8 : f32 into memref<0xi8>
  %t12 = gpu.spgemm_copy async [%t11] %a, %b{TRANSPOSE}, %c, %desc : f32
  %r, %co, %nn, %t13 = gpu.spmat_get_size async [%t12] %c
  %t14 = gpu.set_csr_pointers async [%t13] %c, %m1, %m1, %m2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %t15 = gpu.spgemm_destroy_descr async [%t14] %desc
  %e = gpu.create_dn_tensor %m2, %arg0 : index into memref<?xf64>
  gpu.destroy_dn_tensor %e
  %sz3 = gpu.sddmm_buffer_size %dn {TRANSPOSE}, %dn, %a into f16
  gpu.sddmm %dn, %dn{TRANSPOSE}, %a, %m2 : memref<?xf64> into f16
  %z = gpu.spmv_buffer_size %a, %dn, %dn {foo} into f32
  %y = gpu.spmm_buffer_size %a, %dn, %dn : index into f64
  return
}
func.func @mma(%A: !gpu.mma_matrix<16x16xf16, "AOp">, %B: !gpu.mma_matrix<16x16xf16, "BOp">, %C: !gpu.mma_matrix<16x16xf16, "COp">, %m: memref<32x32xf16>, %i: index) {
  %D = gpu.subgroup_mma_compute %A, %B, %C {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  %E = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
  gpu.subgroup_mma_store_matrix %D, %m[%i, %i] {leadDimension = 32 : index, transpose, foo = 1} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
  %F = gpu.subgroup_mma_elementwise negatef %D : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  %G = gpu.subgroup_mma_elementwise addf %D, %D {x} : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
// -----

func.func @mma_thread_local(%A: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16>, %i: index, %v: f16) {
  %x = gpu.subgroup_mma_extract_thread_local %A[%i] {foo} : !gpu.mma_matrix<16x16xf16, "AOp"> -> f16
  %y = gpu.subgroup_mma_insert_thread_local %v, %A[%i] {foo} : f16, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %c = gpu.subgroup_mma_constant_matrix %v {bar} : !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
// -----

#strided = affine_map<(d0, d1) -> (d0 * 64 + d1 + 8)>
func.func @mma_types(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xui8, "BOp">,
                     %c: !gpu.mma_matrix<16x16xi32, "COp">, %m: memref<32x32xi32, #strided>,
                     %v: memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>>, %i: index) {
  %d = gpu.subgroup_mma_compute %a, %b, %c {b_transpose} : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  gpu.subgroup_mma_store_matrix %d, %m[%i, %i] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<32x32xi32, #strided>
  %e = gpu.subgroup_mma_load_matrix %v[%i, %i] {leadDimension = 4 : index} : memref<32x4xvector<4xf32>, strided<[4, 1], offset: 2>> -> !gpu.mma_matrix<16x16xf32, "COp">
  %f = gpu.subgroup_mma_elementwise extf %e : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %x = "gpu.subgroup_mma_elementwise"(%f, %f) {opType = #gpu<mma_element_wise divf>} : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32,"COp">
  return
}
