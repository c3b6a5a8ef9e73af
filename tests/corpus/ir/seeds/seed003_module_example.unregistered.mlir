// Seed 003 (MLIR language reference, early edition),
// section "High-Level Structure": the @mul/@multiply module. Today's
// syntax: func.func, memref.dim/alloc/dealloc, bufferization ops in place
// of tensor_store/tensor_load, arith.mulf/addf, affine.load/affine.store
// in place of load/store, an explicit zero constant for `store 0`.
// "tf.Print" is an op of an unregistered dialect (needs
// --allow-unregistered-dialect); the seed's `{message: "..."}` dictionary
// uses `=` today, and its result type's missing `>` is restored.

// Compute A*B using an implementation of multiply kernel and print the
// result using a TensorFlow op. The dimensions of A and B are partially
// known. The shapes are assumed to match.
func.func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
  // Compute the inner dimension of %A using the dim operation.
  %c1 = arith.constant 1 : index
  %n = tensor.dim %A, %c1 : tensor<100x?xf32>
  // Allocate addressable "buffers" and copy tensors %A and %B into them.
  %A_m = memref.alloc(%n) : memref<100x?xf32>
  bufferization.materialize_in_destination %A in writable %A_m : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
  %B_m = memref.alloc(%n) : memref<?x50xf32>
  bufferization.materialize_in_destination %B in writable %B_m : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
  // Call function @multiply passing memrefs as arguments,
  // and getting returned the result of the multiplication.
  %C_m = call @multiply(%A_m, %B_m)
      : (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)
  memref.dealloc %A_m : memref<100x?xf32>
  memref.dealloc %B_m : memref<?x50xf32>
  // Load the buffer data into a higher level "tensor" value.
  %C = bufferization.to_tensor %C_m : memref<100x50xf32> to tensor<100x50xf32>
  memref.dealloc %C_m : memref<100x50xf32>
  // Call TensorFlow built-in function to print the result tensor.
  %P = "tf.Print"(%C){message = "mul result"}
      : (tensor<100x50xf32>) -> (tensor<100x50xf32>)
  return %P : tensor<100x50xf32>
}

// A function that multiplies two memrefs and returns the result.
func.func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
    -> (memref<100x50xf32>) {
  // Compute the inner dimension of %A.
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c1 : memref<100x?xf32>
  // Allocate memory for the multiplication result.
  %C = memref.alloc() : memref<100x50xf32>
  %zero = arith.constant 0.0 : f32
  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      affine.store %zero, %C[%i, %j] : memref<100x50xf32>
      affine.for %k = 0 to %n {
        %a_v = affine.load %A[%i, %k] : memref<100x?xf32>
        %b_v = affine.load %B[%k, %j] : memref<?x50xf32>
        %prod = arith.mulf %a_v, %b_v : f32
        %c_v = affine.load %C[%i, %j] : memref<100x50xf32>
        %sum = arith.addf %c_v, %prod : f32
        affine.store %sum, %C[%i, %j] : memref<100x50xf32>
      }
    }
  }
  return %C : memref<100x50xf32>
}
