#[path = "../../tests/dependence_remarks.rs"]
mod remarks;
