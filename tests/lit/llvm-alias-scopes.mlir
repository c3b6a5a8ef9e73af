// The llvm dialect's alias scope, alias scope domain, access group and TBAA attributes print
// through aliases (#alias_scope, #alias_scope_domain, #access_group, #tbaa_root,
// #tbaa_type_desc, #tbaa_tag) defined at the top, ordered by nesting depth then name, and
// `distinct[N]` ids are renumbered in order of appearance, as mlir-opt does. CHECK lines are
// mlir-opt 22's output for this file (custom form: /usr/lib/llvm-22/bin/mlir-opt
// --split-input-file; GENERIC lines: the same with --mlir-print-op-generic), checked when the
// file was written.
// RUN: tessera opt --split-input-file %s | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | tessera opt --split-input-file - | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "x">
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @scopes(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
// CHECK-NEXT: %1 = llvm.load %arg0 {x = #map} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %0, %arg0 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = "domainid", description = "The domain">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = "stringid", domain = #alias_scope_domain, description = "The domain">
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @string_ids() {
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "distinct[9]">
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @inline_scopes() {
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #access_group = #llvm.access_group<id = distinct[0]<>>
// GENERIC-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "x">
// GENERIC-NEXT: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// GENERIC-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// GENERIC-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
// GENERIC-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// GENERIC-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "scopes", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: ^bb0(%arg0: !llvm.ptr):
// GENERIC-NEXT: "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope}> : () -> ()
// GENERIC-NEXT: %0 = "llvm.load"(%arg0) <{access_groups = [#access_group], alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope], ordering = 0 : i64, tbaa = [#tbaa_tag]}> : (!llvm.ptr) -> f32
// GENERIC-NEXT: %1 = "llvm.load"(%arg0) <{ordering = 0 : i64}> {x = #map} : (!llvm.ptr) -> f32
// GENERIC-NEXT: "llvm.store"(%0, %arg0) <{alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1], ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #alias_scope_domain = #llvm.alias_scope_domain<id = "domainid", description = "The domain">
// GENERIC-NEXT: #alias_scope = #llvm.alias_scope<id = "stringid", domain = #alias_scope_domain, description = "The domain">
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "string_ids", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope}> : () -> ()
// GENERIC-NEXT: "llvm.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
// GENERIC-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// GENERIC-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "distinct[9]">
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "inline_scopes", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope}> : () -> ()
// GENERIC-NEXT: "llvm.intr.experimental.noalias.scope.decl"() <{scope = #alias_scope1}> : () -> ()
// GENERIC-NEXT: "llvm.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

#d = #llvm.alias_scope_domain<id = distinct[7]<>, description = "x">
#s = #llvm.alias_scope<id = distinct[3]<>, domain = #d>
#s2 = #llvm.alias_scope<id = distinct[9]<>, domain = #d>
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#ty = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #ty, access_type = #ty, offset = 0>
#ag = #llvm.access_group<id = distinct[1]<>>
llvm.func @scopes(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #s
  %0 = llvm.load %p {alias_scopes = [#s2], noalias_scopes = [#s], tbaa = [#tag], access_groups = [#ag]} : !llvm.ptr -> f32
  %1 = llvm.load %p {"x" = affine_map<(d0) -> (d0)>} : !llvm.ptr -> f32
  llvm.store %0, %p {alias_scopes = [#s], noalias_scopes = [#s2]} : f32, !llvm.ptr
  llvm.return
}

// -----

#domain = #llvm.alias_scope_domain<id = "domainid", description = "The domain">
#scope = #llvm.alias_scope<id = "stringid", domain = #domain, description = "The domain">
llvm.func @string_ids() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}

// -----

llvm.func @inline_scopes() {
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = distinct[5]<>, domain = #llvm.alias_scope_domain<id = distinct[2]<>>>
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = distinct[4]<>, domain = #llvm.alias_scope_domain<id = distinct[2]<>>, description = "distinct[9]">
  llvm.return
}
