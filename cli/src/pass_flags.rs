//! A pass's declared options ([`OptionDef`]) as command-line flags: one `--NAME` per option,
//! help and default from the declaration (`--tile-sizes 32,64`, `--fuse max`; a flag option
//! is `--NAME` or `--NAME=false`). What the user wrote becomes [`PassOptions`], checked by the
//! pass's own [`Options::parse`](tessera_transforms::options::Options::parse), so a subcommand
//! and the pass accept exactly the same options.

use clap::{Arg, ArgAction, ArgMatches, Command};
use tessera_transforms::options::{OptionDef, OptionKind};
use tessera_transforms::PassOptions;

/// Adds a flag per option of `defs` to `cmd`.
pub fn augment(mut cmd: Command, defs: &'static [OptionDef]) -> Command {
    for d in defs {
        let mut help = d.help.to_string();
        if let OptionKind::Choice(words) = d.kind {
            help.push_str(&format!(" [one of: {}]", words.join(", ")));
        }
        if let Some(v) = d.default {
            help.push_str(&format!(" [default: {v}]"));
        }
        let arg = Arg::new(d.name).long(d.name).help(help);
        let arg = match d.kind {
            OptionKind::Flag => arg
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true")
                .value_name("BOOL"),
            OptionKind::Choice(_) => arg.num_args(1).value_name("WORD").action(ArgAction::Set),
            OptionKind::Int { .. } => arg.num_args(1).value_name("N"),
            OptionKind::IntList { .. } => arg.num_args(1).value_name("N,N,..."),
            OptionKind::Text => arg.num_args(1).value_name("TEXT"),
        };
        cmd = cmd.arg(arg);
    }
    cmd
}

/// The options of `defs` the command line gave, in pass-option form.
pub fn collect(m: &ArgMatches, defs: &'static [OptionDef]) -> PassOptions {
    let mut entries = vec![];
    for d in defs {
        if let Some(v) = m.get_one::<String>(d.name) {
            entries.push((d.name.to_string(), Some(v.clone())));
        }
    }
    PassOptions { entries }
}

/// The options of `affine-auto-schedule` as flags of `tessera schedule`.
#[derive(Debug, Clone, Default)]
pub struct SchedulerFlags {
    /// What the command line gave.
    pub given: PassOptions,
}

const SCHEDULER: &[OptionDef] = tessera_transforms::schedule::pass::OPTIONS;

impl clap::FromArgMatches for SchedulerFlags {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(SchedulerFlags {
            given: collect(m, SCHEDULER),
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        self.given = collect(m, SCHEDULER);
        Ok(())
    }
}

impl clap::Args for SchedulerFlags {
    fn augment_args(cmd: Command) -> Command {
        augment(cmd, SCHEDULER)
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        augment(cmd, SCHEDULER)
    }
}
