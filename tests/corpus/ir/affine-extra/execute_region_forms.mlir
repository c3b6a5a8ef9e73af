// affine.execute_region (seed 002) in every spelling tessera accepts: no operands with a result,
// parenthesised and bare operand type lists, an unranked memref argument, affine.yield as
// well as return terminators, a discardable attribute dictionary, multi-block regions, and a
// nest where a value loaded by the outer region is a symbol of the inner one.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
func.func private @next(index) -> index

func.func @forms(%A: memref<?xf32>, %U: memref<*xf32>, %n: index) -> index {
  %k = affine.execute_region [] = () : () -> index {
    %c = func.call @next(%n) : (index) -> index
    return %c : index
  }
  affine.execute_region [%a, %u] = (%A, %U) : (memref<?xf32>, memref<*xf32>) -> () {
    %z = arith.constant 0.0 : f32
    affine.for %i = 0 to %k {
      affine.store %z, %a[%i] : memref<?xf32>
    }
    affine.yield
  } {note = "zero"}
  %s:2 = affine.execute_region [%a] = (%A) : (memref<?xf32>) -> (index, f32) {
    %c0 = arith.constant 0 : index
    %v = affine.load %a[%c0] : memref<?xf32>
    %p = arith.cmpf ogt, %v, %v : f32
    cf.cond_br %p, ^pos, ^neg
  ^pos:
    affine.yield %c0, %v : index, f32
  ^neg:
    %t = func.call @next(%c0) : (index) -> index
    %w = affine.execute_region [%b] = (%a) : memref<?xf32> -> f32 {
      %e = affine.load %b[%t] : memref<?xf32>
      affine.for %j = %t to %n {
        affine.store %e, %b[%j - symbol(%t)] : memref<?xf32>
      }
      return %e : f32
    }
    return %t, %w : index, f32
  }
  return %k : index
}
