#!/usr/bin/env bash
# Diffs `tessera opt` against `mlir-opt` 22 (custom form, and `tessera opt --generic` against
# `mlir-opt --mlir-print-op-generic`) on every corpus file that uses the affine dialect and that mlir-opt
# accepts; also checks that tessera's generic output is accepted by mlir-opt and that
# print(parse(print(x))) == print(x); round-trips affine.execute_region's generic form through
# mlir-opt; and checks the dimension/symbol rules differentially (value kinds x uses, same
# verdict and message as mlir-opt). SSA value names are normalised away only where the two
# printers are known to name values differently (see --names).
#
# usage: scripts/compare-print-affine.sh [--names] [FILES...]
#   --names   compare after replacing every %name by %_ (ignore SSA value names)
# Files whose differing lines involve no affine op are counted apart (differences in other
# dialects or in types/attributes). Exit status: number of files with a difference in affine ops.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
TESSERA="${TESSERA:-$root/target/debug/tessera}"
norm=cat
if [ "${1:-}" = "--names" ]; then
  norm="sed -E s/%[A-Za-z0-9_.\$-]+/%_/g"
  shift
fi
if [ "$#" -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(grep -rlE '(^|[^a-z_])affine\.' "$root/tests/corpus" --include='*.mlir' | sort)
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail=0; other=0; same=0; skipped=0
for f in "${files[@]}"; do
  rel="${f#"$root"/}"
  if ! "$MLIR_OPT" --allow-unregistered-dialect "$f" > "$tmp/ref" 2>/dev/null; then
    skipped=$((skipped + 1)); continue
  fi
  bad=""
  : > "$tmp/diff"
  if ! "$TESSERA" opt "$f" > "$tmp/out" 2> "$tmp/err"; then
    bad="tessera opt failed: $(head -c 300 "$tmp/err")"
  elif ! diff <($norm "$tmp/out") <($norm "$tmp/ref") > "$tmp/diff"; then
    bad="custom form differs from mlir-opt:
$(head -n 12 "$tmp/diff")"
  elif ! "$TESSERA" opt "$tmp/out" > "$tmp/out2" 2> "$tmp/err" || ! diff -q "$tmp/out" "$tmp/out2" > /dev/null; then
    bad="print(parse(print(x))) != print(x)"
  elif ! "$TESSERA" opt --generic "$f" > "$tmp/gen" 2> "$tmp/err"; then
    bad="tessera opt --generic failed: $(head -c 300 "$tmp/err")"
  elif ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$tmp/ref_gen" 2>/dev/null \
      || ! diff <($norm "$tmp/gen") <($norm "$tmp/ref_gen") > "$tmp/diff"; then
    bad="generic form differs from mlir-opt --mlir-print-op-generic:
$(head -n 12 "$tmp/diff")"
  elif ! "$MLIR_OPT" --allow-unregistered-dialect "$tmp/gen" > "$tmp/gen_ref" 2> "$tmp/err"; then
    bad="mlir-opt rejects tessera's generic form: $(head -c 300 "$tmp/err")"
  elif ! diff <($norm "$tmp/gen_ref") <($norm "$tmp/ref") > "$tmp/diff"; then
    bad="mlir-opt reads tessera's generic form differently:
$(head -n 12 "$tmp/diff")"
  fi
  if [ -n "$bad" ] && [ -s "$tmp/diff" ] && ! grep -q 'affine\.' "$tmp/diff"; then
    other=$((other + 1)); echo "DIFF (no affine op in the differing lines) $rel: $bad"
  elif [ -n "$bad" ]; then
    fail=$((fail + 1)); echo "DIFF $rel: $bad"
  else
    same=$((same + 1))
  fi
done
# affine.execute_region is not registered in mlir-opt 22: its verifier rejects `func.return`
# under an op it does not know (and the symbols that only the op's scope makes valid), so the
# generic form is checked by parsing it with the verifier off and reading mlir-opt's output back.
er_same=0; er_fail=0
for f in "$root"/tests/corpus/ir/execute-region/*.mlir "$root"/tests/corpus/ir/affine-extra/*execute_region*.mlir; do
  [ -e "$f" ] || continue
  rel="${f#"$root"/}"
  : > "$tmp/diff"
  if "$TESSERA" opt "$f" > "$tmp/out" 2> "$tmp/err" \
    && "$TESSERA" opt --generic "$f" > "$tmp/gen" 2>> "$tmp/err" \
    && "$MLIR_OPT" --allow-unregistered-dialect --mlir-very-unsafe-disable-verifier-on-parsing \
         --verify-each=0 --mlir-print-op-generic "$tmp/gen" > "$tmp/back.mlir" 2>> "$tmp/err" \
    && "$TESSERA" opt "$tmp/back.mlir" > "$tmp/out2" 2>> "$tmp/err" \
    && diff "$tmp/out" "$tmp/out2" > "$tmp/diff"; then
    er_same=$((er_same + 1))
  else
    er_fail=$((er_fail + 1)); fail=$((fail + 1))
    echo "DIFF $rel: generic form does not survive mlir-opt: $(head -c 300 "$tmp/err") $(head -n 8 "$tmp/diff" 2>/dev/null)"
  fi
done
echo "affine.execute_region through mlir-opt's generic parser and back: $er_same identical, $er_fail different"
# Dimension/symbol rules, differentially: every (value kind x use) pair below is checked by
# mlir-opt and `tessera check`; both must accept, or both reject with the same message.
scope_out="$(MLIR_OPT="$MLIR_OPT" TESSERA="$TESSERA" TMPD="$tmp" python3 - <<'PYEOF'
import os, subprocess
M, T, tmp = os.environ["MLIR_OPT"], os.environ["TESSERA"], os.environ["TMPD"]
c0 = "%c0 = arith.constant 0 : index\n      "
vals = {
    "arg": "", "iv": "", "iter": "", "scf_iv": "",
    "cst_in": "%v = arith.constant 3 : index",
    "add_args_in": "%v = arith.addi %n, %m : index",
    "add_iv_in": "%v = arith.addi %i, %n : index",
    "load_in": "%f = affine.load %I[%i] : memref<10xindex>\n      %v = arith.addi %f, %f : index",
    "dim_arg": c0 + "%v = memref.dim %A, %c0 : memref<?xf32>",
    "dim_alloc": c0 + "%al = memref.alloc(%n) : memref<?xf32>\n      %v = memref.dim %al, %c0 : memref<?xf32>",
    "dim_alloc_iv": c0 + "%al = memref.alloc(%i) : memref<?xf32>\n      %v = memref.dim %al, %c0 : memref<?xf32>",
    "dim_alloc_static": c0 + "%al = memref.alloc() : memref<8xf32>\n      %v = memref.dim %al, %c0 : memref<8xf32>",
    "dim_alloca_static": c0 + "%al = memref.alloca() : memref<8xf32>\n      %v = memref.dim %al, %c0 : memref<8xf32>",
    "dim_alloca_dyn": c0 + "%al = memref.alloca(%n) : memref<?xf32>\n      %v = memref.dim %al, %c0 : memref<?xf32>",
    "dim_cast": c0 + "%al = memref.alloc(%n) : memref<?xf32>\n      %ca = memref.cast %al : memref<?xf32> to memref<?xf32>\n      %v = memref.dim %ca, %c0 : memref<?xf32>",
    "dim_view": c0 + "%buf = memref.alloc() : memref<64xi8>\n      %vw = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?xf32>\n      %v = memref.dim %vw, %c0 : memref<?xf32>",
    "dim_subview": c0 + "%sv = memref.subview %A[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>\n      %v = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>",
    "dim_subview_iv": c0 + "%sv = memref.subview %A[%i] [%i] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>\n      %v = memref.dim %sv, %c0 : memref<?xf32, strided<[1], offset: ?>>",
    "apply_iv": "%v = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)",
    "apply_sym": "%v = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]",
    "min_iv": "%v = affine.min affine_map<(d0) -> (d0, 5)>(%i)",
    "min_sym": "%v = affine.min affine_map<()[s0] -> (s0, 5)>()[%n]",
    "delin_iv": "%v:2 = affine.delinearize_index %i into (5) : index, index",
}
name = {"arg": "%n", "iv": "%i", "iter": "%acc", "delin_iv": "%v#1", "scf_iv": "%s"}
uses = {
    "load_dim": "affine.load %A[{x}] : memref<?xf32>",
    "load_sym": "affine.load %A[symbol({x})] : memref<?xf32>",
    "for_ub": "affine.for %k = 0 to {x} {{\n      }}",
    "for_lb_dim": "affine.for %k = affine_map<(d0) -> (d0)>({x}) to 10 {{\n      }}",
    "if_sym": "affine.if affine_set<()[s0] : (s0 >= 0)>()[{x}] {{\n      }}",
    "if_dim": "affine.if affine_set<(d0) : (d0 >= 0)>({x}) {{\n      }}",
    "apply_sym": "affine.apply affine_map<()[s0] -> (s0)>()[{x}]",
    "par_dim": "affine.parallel (%k) = (0) to ({x}) {{\n      }}",
    "par_sym": "affine.parallel (%k) = (0) to (symbol({x})) {{\n      }}",
    "prefetch": "affine.prefetch %A[{x}], read, locality<1>, data : memref<?xf32>",
    "dma_wait": "affine.dma_wait %I[{x}], %n : memref<10xindex>",
}
agree = differ = 0
path = os.path.join(tmp, "scope.mlir")
for vk, pre in vals.items():
    for uk, u in uses.items():
        use = u.format(x=name.get(vk, "%v"))
        if vk == "scf_iv":
            body = "    scf.for %s = %c0o to %n step %c1o {\n      " + use + "\n    }"
        else:
            body = ("    %r = affine.for %i = 0 to 10 iter_args(%acc = %c0o) -> (index) {\n      " + pre
                    + "\n      " + use + "\n      affine.yield %acc : index\n    }")
        src = ("func.func @f(%A: memref<?xf32>, %I: memref<10xindex>, %n: index, %m: index) {\n"
               "    %c0o = arith.constant 0 : index\n    %c1o = arith.constant 1 : index\n" + body + "\n    return\n}\n")
        with open(path, "w") as f:
            f.write(src)
        ra = subprocess.run([M, path], capture_output=True, text=True)
        rb = subprocess.run([T, "check", path], capture_output=True, text=True)
        ea = ra.stderr.split("\n")[0].split("error: ")[-1]
        eb = rb.stderr.split("\n")[0].split("error: ")[-1]
        if (ra.returncode == 0) == (rb.returncode == 0) and ea == eb:
            agree += 1
        else:
            differ += 1
            print(f"DIFF scope {vk} used as {uk}: mlir-opt: {ea or 'accepted'} | tessera: {eb or 'accepted'}")
print(f"dim/symbol rules against mlir-opt: {agree} cases agree, {differ} differ")
PYEOF
)"
echo "$scope_out"
case "$scope_out" in *" 0 differ"*) ;; *) fail=$((fail + 1));; esac
echo "affine print comparison: $same identical, $fail different in affine ops, $other different elsewhere only, $skipped not accepted by mlir-opt (skipped)"
exit "$fail"
