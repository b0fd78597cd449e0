"""A PNG of each player's running total per round (or per entry), in the device's colours.

The background is dark like the OLED, so the device's White player shows; every line is drawn
in exactly the player's RGB from lookout.players (tests find those pixels in the PNG).
"""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

BG = "#12161e"
FG = "#c8d2e0"


def plot(sheet, path):
    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=100)
    fig.patch.set_facecolor(BG)
    ax.set_facecolor(BG)
    xs = list(range(len(sheet["running"]) + 1))
    for i, name in enumerate(sheet["players"]):
        ys = [0] + [r[i] for r in sheet["running"]]
        rgb = tuple(c / 255 for c in sheet["rgb"][i])
        label = "%s %d" % (name, sheet["totals"][i])
        ax.plot(xs, ys, color=rgb, linewidth=2.5, marker="o", markersize=5, label=label,
                solid_capstyle="round")
    ax.set_xlabel(sheet["axis"], color=FG)
    ax.set_ylabel("running total", color=FG)
    ax.set_title("%s - %s" % (sheet["game"], sheet["title"]), color=FG)
    ax.tick_params(colors=FG)
    for s in ax.spines.values():
        s.set_color(FG)
    ax.set_xticks(xs)
    ax.set_xticklabels(["0"] + [r[0] for r in sheet["rows"]])
    ax.grid(True, color="#2c3442", linewidth=0.6)
    leg = ax.legend(loc="upper left", facecolor=BG, edgecolor=FG, labelcolor=FG, fontsize=8)
    leg.get_frame().set_alpha(0.9)
    fig.tight_layout()
    fig.savefig(path, facecolor=BG)
    plt.close(fig)
    return path
