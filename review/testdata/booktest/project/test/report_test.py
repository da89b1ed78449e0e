import json
import os
import datetime
import booktest as bt

V = os.environ.get("VARIANT", "a")


def test_time(t: bt.TestCaseRun):
    """The nightly report: the header shows when it ran, the row counts must not change."""
    t.h1("report")
    t.tln(f"generated at {datetime.datetime.now().isoformat(timespec='seconds')}")
    t.tln("rows: 120")


def test_crash(t: bt.TestCaseRun):
    """Average order value over the sample."""
    t.h1("average")
    orders = [10, 20, 30] if V == "a" else []
    t.tln(f"average: {sum(orders) / len(orders)}")


def test_metrics(t: bt.TestCaseRun):
    """Classifier quality on the held-out set; accuracy may move by 0.02."""
    t.h1("evaluation")
    acc = 0.973 if V == "a" else 0.912
    t.t("Accuracy: ").tmetricln(acc, tolerance=0.02)
    f1 = 0.951 if V == "a" else 0.955
    t.t("F1: ").tmetricln(f1, tolerance=0.02)


def test_json(t: bt.TestCaseRun):
    """The API payload of user 42."""
    t.h1("payload")
    d = {"id": 42, "name": "Ada", "roles": ["admin", "dev"]}
    if V != "a":
        d = {"roles": ["admin", "dev"], "name": "Ada", "id": 42}
    t.tln("```json")
    t.tln(json.dumps(d, indent=2))
    t.tln("```")


def test_chart(t: bt.TestCaseRun):
    """Monthly revenue chart."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    t.h1("revenue")
    ys = [1, 2, 3] if V == "a" else [1, 3, 2]
    file = t.file("chart.png")
    plt.figure(figsize=(2, 2))
    plt.plot([1, 2, 3], ys)
    plt.savefig(file, metadata={"Software": None})
    plt.close()
    t.timage(t.rename_file_to_hash(file, ".png"))


def test_stable(t: bt.TestCaseRun):
    t.h1("stable")
    t.tln("nothing changes here")


if V != "a":
    def test_new(t: bt.TestCaseRun):
        """Onboarding e-mail text."""
        t.h1("welcome")
        for i in range(8):
            t.tln(f"line {i}: welcome to the product")
