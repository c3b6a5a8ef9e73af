//! Reading a subcommand's input file (or standard input for `-`) and naming it in diagnostics.

use std::path::Path;

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &Path) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("error: cannot read standard input: {e}"))?;
        return Ok(s);
    }
    let bytes =
        std::fs::read(path).map_err(|e| format!("error: cannot read {}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: error: file is not valid UTF-8 (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })
}

/// The name to show for `path` in diagnostics.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads, parses and verifies a module to execute, lowering linalg ops to affine loops first (the
/// interpreter and the JIT execute loops, not linalg ops). Returns the display name and the
/// module; errors are rendered diagnostics.
pub fn load_for_execution(path: &Path) -> Result<(String, tessera_ir::Module), String> {
    let (file, mut module) = load_verified(path)?;
    lower_linalg(&mut module, &file)?;
    Ok((file, module))
}

/// Reads, parses and verifies a module (no lowering).
pub fn load_verified(path: &Path) -> Result<(String, tessera_ir::Module), String> {
    let reg = tessera_ir::Registry::standard();
    let file = display_name(path);
    let src = read_input(path)?;
    let module = tessera_ir::parse(&src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|()| m))
        .map_err(|e| e.render(&file, &src))?;
    Ok((file, module))
}

/// Lowers the linalg ops left in `module` for execution: to affine loops where the affine rules
/// allow, else to scf loops (`tessera_transforms::linalg::lower::lower_for_execution`).
pub fn lower_linalg(module: &mut tessera_ir::Module, file: &str) -> Result<(), String> {
    let top = module.top();
    if module
        .walk(top)
        .iter()
        .any(|&o| module.op(o).dialect() == "linalg")
    {
        tessera_transforms::linalg::lower::lower_for_execution(module, top)
            .map_err(|e| e.render(file))?;
    }
    Ok(())
}

/// Parses `--size NAME=VALUE` flags into (name without `%`, value) pairs.
pub fn parse_sizes(flags: &[String]) -> Result<Vec<(String, String)>, String> {
    flags
        .iter()
        .map(|s| {
            let (n, v) = s
                .split_once('=')
                .ok_or_else(|| format!("error: --size expects NAME=N, got '{s}'"))?;
            Ok((
                n.trim().trim_start_matches('%').to_string(),
                v.trim().to_string(),
            ))
        })
        .collect()
}

/// The function `run`/`bench` execute: `entry` when given, else `main`. When that function is
/// not in the module, the error lists the functions it has (and, without `--entry`, says to
/// pass one).
pub fn entry_name(
    module: &tessera_ir::Module,
    entry: Option<&str>,
    file: &str,
) -> Result<String, String> {
    let want = entry.unwrap_or("main").trim_start_matches('@');
    let names: Vec<String> = tessera_transforms::pass::functions(module)
        .into_iter()
        .filter_map(|f| tessera_transforms::loops::function_name(module, f))
        .collect();
    if names.iter().any(|n| n == want) {
        return Ok(want.to_string());
    }
    let list = if names.is_empty() {
        "it defines no function".to_string()
    } else {
        format!(
            "its functions: {}",
            names
                .iter()
                .map(|n| format!("@{n}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    Err(match entry {
        None => format!(
            "{file}: error: the module has no function @main to run by default; pass --entry NAME ({list})"
        ),
        Some(_) => format!(
            "{file}: error: no function @{want} in the module{} ({list})",
            tessera_transforms::suggest::hint(want, names.iter().map(String::as_str))
                .replace("did you mean '", "did you mean '@")
        ),
    })
}
