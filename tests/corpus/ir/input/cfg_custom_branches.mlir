// Multi-block control flow with the cf dialect in its custom syntax, as
// mlir-opt prints it (cf.br, cf.cond_br with block operands, cf.switch),
// including a loop whose header carries values around a back edge.
func.func @gcd(%a0: i64, %b0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^header(%a0, %b0 : i64, i64)
^header(%a: i64, %b: i64):
  %done = arith.cmpi eq, %b, %c0 : i64
  cf.cond_br %done, ^exit(%a : i64), ^body
^body:
  %r = arith.remsi %a, %b : i64
  cf.br ^header(%b, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @classify(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %c30 = arith.constant 30 : i32
  cf.switch %x : i32, [
    default: ^other,
    0: ^zero,
    1: ^one(%c10 : i32)
  ]
^zero:
  return %c20 : i32
^one(%v: i32):
  return %v : i32
^other:
  return %c30 : i32
}

func.func @search(%A: memref<?xi32>, %key: i32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xi32>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %inb = arith.cmpi slt, %i, %n : index
  cf.cond_br %inb, ^check, ^notfound
^check:
  %v = memref.load %A[%i] : memref<?xi32>
  %eq = arith.cmpi eq, %v, %key : i32
  %next = arith.addi %i, %c1 : index
  cf.cond_br %eq, ^found(%i : index), ^loop(%next : index)
^found(%idx: index):
  return %idx : index
^notfound:
  return %n : index
}
