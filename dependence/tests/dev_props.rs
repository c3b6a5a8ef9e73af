#[path = "../../tests/dependence_props.rs"]
mod props;
