#[path = "../../tests/dependence_api.rs"]
mod api;
