//! The SVG rendering of an iteration-space slice ([`Space`]): points, dependence arrows,
//! tiles, the witness of an illegal tiling, wavefronts or the schedule's time steps, axes and
//! legend.

use super::Space;

/// Escapes text for XML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The colour of a dependence kind.
pub fn kind_colour(kind: &str) -> &'static str {
    match kind {
        "RAW" => "#d62728",
        "WAR" => "#1f77b4",
        "WAW" => "#2ca02c",
        _ => "#7f7f7f",
    }
}

/// The fills of schedule times, cycled by time.
const SCHEDULE_FILLS: [&str; 6] = [
    "#cfe3f7", "#fde2b8", "#d3efcf", "#f6d0d6", "#e2d7f2", "#f7f1b5",
];

/// Renders a slice as a standalone SVG document.
pub fn svg(s: &Space) -> String {
    let (xmin, xmax) = (
        s.points.iter().map(|p| p.0).min().unwrap_or(0),
        s.points.iter().map(|p| p.0).max().unwrap_or(0),
    );
    let (ymin, ymax) = (
        s.points.iter().map(|p| p.1).min().unwrap_or(0),
        s.points.iter().map(|p| p.1).max().unwrap_or(0),
    );
    let span = (xmax - xmin).max(ymax - ymin).max(1) as f64;
    let step = (480.0 / span).clamp(6.0, 48.0);
    let r = (step * 0.16).clamp(1.5, 5.0);
    let (left, top) = (90.0, 56.0);
    let w = (xmax - xmin) as f64 * step;
    let h = (ymax - ymin) as f64 * step;
    let legend_x = left + w + 40.0;
    let width = legend_x + 340.0;
    let height = (top + h + 70.0).max(300.0);
    let px = |x: i64| left + (x - xmin) as f64 * step;
    // The vertical axis grows upwards.
    let py = |y: i64| top + h - (y - ymin) as f64 * step;
    let mut o = String::new();
    o.push_str(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n"
    ));
    o.push_str("<defs>\n");
    for k in ["RAW", "WAR", "WAW", "witness", "crossing"] {
        let c = match k {
            "witness" => "#ff00ff",
            "crossing" => "#ff8c00",
            _ => kind_colour(k),
        };
        let ms = if k == "witness" || k == "crossing" {
            12.0
        } else {
            (step * 0.4).clamp(3.0, 9.0)
        };
        o.push_str(&format!(
            "<marker id=\"arr-{k}\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"{ms:.1}\" markerHeight=\"{ms:.1}\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"{c}\"/></marker>\n"
        ));
    }
    o.push_str("</defs>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    let title = format!(
        "@{}: {}{}",
        s.function,
        if s.axes[1].is_empty() {
            s.axes[0].clone()
        } else {
            format!("{} x {}", s.axes[0], s.axes[1])
        },
        if s.notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", s.notes.join(", "))
        }
    );
    o.push_str(&format!(
        "<text x=\"{left}\" y=\"20\" font-weight=\"bold\">{}</text>\n",
        esc(&title)
    ));
    // Wavefront shading.
    if s.wavefront {
        o.push_str("<g class=\"wavefronts\">\n");
        for &(x, y) in &s.points {
            let t = (x - xmin) + (y - ymin);
            let fill = if t % 2 == 0 { "#fff3c4" } else { "#ffe08a" };
            o.push_str(&format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{step:.1}\" height=\"{step:.1}\" fill=\"{fill}\" data-t=\"{t}\"/>\n",
                px(x) - step / 2.0,
                py(y) - step / 2.0
            ));
        }
        o.push_str("</g>\n");
    }
    // Schedule time shading: equal times share a colour (cycling through a palette, so times
    // closer than its length differ) and, when cells are large enough, show their time.
    if let Some(v) = &s.schedule {
        o.push_str("<g class=\"schedule-times\">\n");
        let label = step >= 18.0;
        for (&(x, y), &t) in &v.times {
            let fill = SCHEDULE_FILLS[t.rem_euclid(SCHEDULE_FILLS.len() as i64) as usize];
            let (cx, cy) = (px(x) - step / 2.0, py(y) - step / 2.0);
            o.push_str(&format!(
                "<rect class=\"sched\" data-x=\"{x}\" data-y=\"{y}\" data-t=\"{t}\" x=\"{cx:.1}\" y=\"{cy:.1}\" width=\"{step:.1}\" height=\"{step:.1}\" fill=\"{fill}\"><title>({x}, {y}): t = {t}</title></rect>\n"
            ));
            if label {
                o.push_str(&format!(
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{:.0}\" fill=\"#2b5d8a\">{t}</text>\n",
                    cx + 2.0,
                    cy + (step * 0.3).clamp(8.0, 11.0) + 1.0,
                    (step * 0.3).clamp(8.0, 11.0)
                ));
            }
        }
        o.push_str("</g>\n");
    }
    // Axes.
    let ax_y = top + h + step / 2.0 + 4.0;
    let ax_x = left - step / 2.0 - 4.0;
    o.push_str(&format!(
        "<g class=\"axes\" stroke=\"#444\"><line x1=\"{ax_x:.1}\" y1=\"{ax_y:.1}\" x2=\"{:.1}\" y2=\"{ax_y:.1}\"/>",
        left + w + step / 2.0
    ));
    if !s.axes[1].is_empty() {
        o.push_str(&format!(
            "<line x1=\"{ax_x:.1}\" y1=\"{ax_y:.1}\" x2=\"{ax_x:.1}\" y2=\"{:.1}\"/>",
            top - step / 2.0
        ));
    }
    o.push_str("</g>\n<g class=\"ticks\" fill=\"#444\" font-size=\"10\">\n");
    // Tick labels at least 28 px apart.
    let every = |_: i64| ((28.0 / step).ceil() as i64).max(1);
    let ex = every(xmax - xmin);
    for x in (xmin..=xmax).filter(|x| (x - xmin) % ex == 0) {
        o.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{x}</text>\n",
            px(x),
            ax_y + 14.0
        ));
    }
    if !s.axes[1].is_empty() {
        let ey = every(ymax - ymin);
        for y in (ymin..=ymax).filter(|y| (y - ymin) % ey == 0) {
            o.push_str(&format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{y}</text>\n",
                ax_x - 4.0,
                py(y) + 3.0
            ));
        }
    }
    o.push_str("</g>\n");
    o.push_str(&format!(
        "<text class=\"axis-name\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>\n",
        left + w / 2.0,
        ax_y + 30.0,
        esc(&s.axes[0])
    ));
    if !s.axes[1].is_empty() {
        o.push_str(&format!(
            "<text class=\"axis-name\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\" transform=\"rotate(-90 {:.1} {:.1})\">{}</text>\n",
            ax_x - 30.0,
            top + h / 2.0,
            ax_x - 30.0,
            top + h / 2.0,
            esc(&s.axes[1])
        ));
    }
    // Tiles.
    if let Some(t) = &s.tile {
        o.push_str("<g class=\"tiles\" stroke=\"#888\" stroke-width=\"1.5\">\n");
        if let Some(sz) = t.sizes[0] {
            let mut x = t.origin[0] + sz;
            while x <= xmax {
                let lx = px(x) - step / 2.0;
                o.push_str(&format!(
                    "<line x1=\"{lx:.1}\" y1=\"{:.1}\" x2=\"{lx:.1}\" y2=\"{:.1}\"/>\n",
                    top - step / 2.0,
                    top + h + step / 2.0
                ));
                x += sz;
            }
        }
        if let Some(sz) = t.sizes[1] {
            let mut y = t.origin[1] + sz;
            while y <= ymax {
                let ly = py(y) + step / 2.0;
                o.push_str(&format!(
                    "<line x1=\"{:.1}\" y1=\"{ly:.1}\" x2=\"{:.1}\" y2=\"{ly:.1}\"/>\n",
                    left - step / 2.0,
                    left + w + step / 2.0
                ));
                y += sz;
            }
        }
        o.push_str("</g>\n");
    }
    // Arrows, shortened to end at the points' rims.
    o.push_str("<g class=\"deps\" fill=\"none\">\n");
    let line = |from: (i64, i64), to: (i64, i64)| -> Option<(f64, f64, f64, f64)> {
        let (x1, y1, x2, y2) = (px(from.0), py(from.1), px(to.0), py(to.1));
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
        if len < 1e-9 {
            return None;
        }
        let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
        let g = r + 1.0;
        Some((x1 + ux * g, y1 + uy * g, x2 - ux * g, y2 - uy * g))
    };
    for a in &s.arrows {
        let Some((x1, y1, x2, y2)) = line(a.from, a.to) else {
            continue;
        };
        let dash = if a.carried {
            ""
        } else {
            " stroke-dasharray=\"4 3\""
        };
        o.push_str(&format!(
            "<line class=\"dep {} {}\" data-from=\"{},{}\" data-to=\"{},{}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{}\" stroke-width=\"1.2\" stroke-opacity=\"0.75\"{dash} marker-end=\"url(#arr-{})\"/>\n",
            a.kind,
            if a.carried { "carried" } else { "independent" },
            a.from.0,
            a.from.1,
            a.to.0,
            a.to.1,
            kind_colour(a.kind),
            a.kind
        ));
    }
    o.push_str("</g>\n<g class=\"points\" fill=\"#222\">\n");
    for &(x, y) in &s.points {
        o.push_str(&format!(
            "<circle class=\"pt\" data-x=\"{x}\" data-y=\"{y}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\"/>\n",
            px(x),
            py(y)
        ));
    }
    o.push_str("</g>\n");
    // The witness of an illegal tiling.
    if let Some(wv) = s.tile.as_ref().and_then(|t| t.witness.as_ref()) {
        o.push_str(&format!(
            "<g class=\"witness\" data-src-access=\"{}\" data-dst-access=\"{}\" data-kind=\"{}\" data-src-iter=\"{}\" data-dst-iter=\"{}\" data-cell=\"{}\" data-symbols=\"{}\">\n",
            wv.src,
            wv.dst,
            wv.kind,
            wv.src_iter.join(","),
            wv.dst_iter.join(","),
            wv.cell.join(","),
            wv.symbols.join(",")
        ));
        if let Some((p, q)) = wv.points {
            let wr = (r * 2.4).max(9.0);
            for (pt, lab) in [(p, "src"), (q, "dst")] {
                o.push_str(&format!(
                    "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{wr:.1}\" fill=\"none\" stroke=\"#ff00ff\" stroke-width=\"3\"/><text x=\"{:.1}\" y=\"{:.1}\" fill=\"#b000b0\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\" font-weight=\"bold\" font-size=\"14\">{lab}</text>\n",
                    px(pt.0),
                    py(pt.1),
                    px(pt.0) + wr + 2.0,
                    py(pt.1) - wr - 2.0
                ));
            }
            if let Some((x1, y1, x2, y2)) = line(p, q) {
                o.push_str(&format!(
                    "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#ff00ff\" stroke-width=\"3\" marker-end=\"url(#arr-witness)\"/>\n"
                ));
            }
        }
        if let Some((p, q)) = wv.crossing {
            if let Some((x1, y1, x2, y2)) = line(p, q) {
                o.push_str(&format!(
                    "<line class=\"crossing\" data-from=\"{},{}\" data-to=\"{},{}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#ff8c00\" stroke-width=\"3\" marker-end=\"url(#arr-crossing)\"/>\n",
                    p.0, p.1, q.0, q.1
                ));
            }
        }
        o.push_str("</g>\n");
    }
    // Legend.
    let mut ly = top;
    o.push_str("<g class=\"legend\">\n");
    for k in ["RAW", "WAR", "WAW"] {
        let n = s.arrows.iter().filter(|a| a.kind == k).count();
        let item = format!(
            "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"{}\" stroke-width=\"2\" marker-end=\"url(#arr-{k})\"/><text x=\"{:.0}\" y=\"{:.0}\">{k} ({n})</text>\n",
            legend_x + 30.0,
            kind_colour(k),
            legend_x + 38.0,
            ly + 4.0
        );
        o.push_str(&item);
        ly += 18.0;
    }
    let item = format!(
        "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"#444\" stroke-width=\"1.5\"/><text x=\"{:.0}\" y=\"{:.0}\">carried by a loop</text>\n",
        legend_x + 30.0,
        legend_x + 38.0,
        ly + 4.0
    );
    o.push_str(&item);
    ly += 18.0;
    let item = format!(
        "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"#444\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/><text x=\"{:.0}\" y=\"{:.0}\">loop-independent</text>\n",
        legend_x + 30.0,
        legend_x + 38.0,
        ly + 4.0
    );
    o.push_str(&item);
    ly += 18.0;
    let mut texts = vec![
        format!("{} points", s.points.len()),
        format!("{} dependences within a point", s.same_point),
    ];
    if s.nearest {
        texts.insert(0, "nearest dependences only".into());
    }
    if let Some(t) = &s.tile {
        let sizes: Vec<String> = t
            .sizes
            .iter()
            .map(|x| x.map_or("-".into(), |v| v.to_string()))
            .collect();
        match t.verdict.split_once(": ") {
            Some((v, why)) => {
                texts.push(format!("tiles {}: {v}", sizes.join(" x ")));
                texts.push(why.to_string());
            }
            None => texts.push(format!("tiles {}: {}", sizes.join(" x "), t.verdict)),
        }
        if let Some(wv) = &t.witness {
            texts.push(format!(
                "witness: #{} ({}) -> #{} ({})",
                wv.src,
                wv.src_iter.join(", "),
                wv.dst,
                wv.dst_iter.join(", ")
            ));
            texts.push(format!("cell [{}]", wv.cell.join(", ")));
            if let Some((p, q)) = wv.crossing {
                texts.push(format!(
                    "orange: ({}, {}) -> ({}, {}) in two tiles,",
                    p.0, p.1, q.0, q.1
                ));
                texts.push("the tiled code runs its target first".into());
            }
            if wv.points.is_none() {
                texts.push("(not on this slice)".into());
            }
        }
    }
    if s.wavefront {
        texts.push(format!(
            "shading: wavefront t = {}{}",
            s.axes[0],
            if s.axes[1].is_empty() {
                String::new()
            } else {
                format!(" + {}", s.axes[1])
            }
        ));
    }
    if let Some(v) = &s.schedule {
        texts.extend(super::sched::caption(v, &s.axes));
    }
    for t in texts {
        let colour = if s.tile.as_ref().is_some_and(|t| t.witness.is_some())
            && (t.starts_with("tiles") || t.starts_with("witness") || t.starts_with("it breaks"))
        {
            "#b000b0"
        } else {
            "#222"
        };
        let item = format!(
            "<text x=\"{legend_x:.0}\" y=\"{:.0}\" fill=\"{colour}\">{}</text>\n",
            ly + 4.0,
            esc(&t)
        );
        o.push_str(&item);
        ly += 18.0;
    }
    o.push_str("</g>\n</svg>\n");
    o
}
