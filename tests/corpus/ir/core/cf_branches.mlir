// cf.br, cf.cond_br (with branch weights), cf.switch and cf.assert.
func.func @f(%c: i1, %a: i32, %s: i32) -> i32 {
  cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.assert %c, "boom \"x\""
  cf.switch %s : i32, [
    default: ^bb2,
    42: ^bb1(%x : i32),
    7: ^bb3(%x, %x : i32, i32)
  ]
^bb2:
  cf.br ^bb1(%a : i32)
^bb3(%p: i32, %q: i32):
  return %p : i32
}
