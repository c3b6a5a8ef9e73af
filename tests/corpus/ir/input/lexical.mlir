// Lexical corner cases: SSA names with punctuation ($ . _ -) and digits,
// numeric names out of order, names reused in sibling regions, block
// labels with underscores, quoted symbol names, comments at every
// position, unusual whitespace, and type shorthand with spaces.
func.func @"quoted name with spaces"(%x: i32) -> i32 {
  return %x : i32
}

func.func @names(%arg_0: i32, %a.b: i32, %c$d: i32, %e-f: i32, %42: i32) -> i32 {
  %_tmp.1 = arith.addi %arg_0, %a.b : i32  // trailing comment
  %sum$2 = arith.addi %_tmp.1, %c$d : i32
  // a full-line comment between operations
  %7 = arith.addi %sum$2, %e-f : i32
  %3 = arith.addi %7, %42 : i32
  %r = func.call @"quoted name with spaces"(%3) : (i32) -> i32
  return %r : i32
}

func.func @sibling_regions(%c: i1, %v: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %t = arith.addf %v, %v : f32
    scf.yield %t : f32
  } else {
    %t = arith.mulf %v, %v : f32
    scf.yield %t : f32
  }
  return %r : f32
}

func.func @labels(%n: i64) -> i64 {
  "cf.br"(%n)[^loop_header_0] : (i64) -> ()
^loop_header_0(%k: i64):
  "cf.br"()[^exit.block] : () -> ()
^exit.block:
  return %k : i64
}

func.func   @whitespace(  %a :   memref<  4 x ? x f32 >  ,   %i : index  )
    ->   f32
{
  %c0   =   arith.constant   0   :   index
  %v = memref.load %a [ %i , %c0 ] : memref<4x?xf32>
  return   %v  :   f32
}

func.func @literals() -> (i32, i64, f64, f32) {
  %h = arith.constant 0xFF : i32
  %n = arith.constant -0x10 : i64
  %e = arith.constant 1.0E+3 : f64
  %s = arith.constant -5.e-1 : f32
  return %h, %n, %e, %s : i32, i64, f64, f32
}
