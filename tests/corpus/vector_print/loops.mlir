// Prints inside loops: a table built with open/comma/close, values computed per iteration
// (integer and float), from scf.for and affine.for.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.0 : f64
  %onef = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c7 step %c1 {
    vector.print punctuation <open>
    scf.for %j = %c0 to %c7 step %c1 {
      %p = arith.muli %i, %j : index
      %pi = arith.index_cast %p : index to i64
      %s = arith.subi %pi, %pi : i64
      %q = arith.subi %s, %pi : i64
      vector.print %q : i64 punctuation <no_punctuation>
      %last = arith.cmpi eq, %j, %c7 : index
      %jn = arith.addi %j, %c1 : index
      %more = arith.cmpi slt, %jn, %c7 : index
      scf.if %more {
        vector.print punctuation <comma>
      }
    }
    vector.print punctuation <close>
    vector.print punctuation <newline>
  }
  affine.for %i = 1 to 12 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.sitofp %ii : i64 to f64
    %r = arith.divf %one, %x : f64
    %xf = arith.sitofp %ii : i64 to f32
    %rf = arith.divf %onef, %xf : f32
    %e = math.exp %x : f64
    %sq = math.sqrt %x : f64
    vector.print %r : f64 punctuation <comma>
    vector.print %rf : f32 punctuation <comma>
    vector.print %e : f64 punctuation <comma>
    vector.print %sq : f64
  }
  return
}
