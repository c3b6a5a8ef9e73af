// Punctuation variants after a value and alone, and string literals (no newline after them).
func.func @main() {
  %a = arith.constant 42 : index
  %v = arith.constant dense<[1, -2, 3]> : vector<3xi32>
  vector.print %a : index punctuation <comma>
  vector.print %a : index punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print punctuation <newline>
  vector.print
  vector.print %v : vector<3xi32> punctuation <no_punctuation>
  vector.print %v : vector<3xi32> punctuation <comma>
  vector.print %v : vector<3xi32> punctuation <open>
  vector.print %v : vector<3xi32> punctuation <close>
  vector.print punctuation <newline>
  vector.print str "hello \"w\" \\ x\tEND"
  vector.print str "again"
  vector.print punctuation <newline>
  vector.print str "a line\n"
  vector.print str ""
  vector.print str "100% {braces} ?? ' \41"
  vector.print punctuation <newline>
  return
}
