#!/usr/bin/env python3
"""The seed's JSON engine in Python, to compare cairn's jsonfile with.

Loads an ai_cache.json the way upstream's JudgmentCacheManager does
(json.load, one model object per judgment, ISO timestamps parsed) and runs
the seed's get_history_for_prompt, unchanged, for every product. Prints
the load time, the first history (what a new process pays for its first
prompt), later history calls, and the peak RSS.

Upstream uses pydantic models; pydantic is not installed here, so the
models are dataclasses (pydantic v2 validation is slower than this, so
the figures favour Python).

    CAIRN_BENCH_JSONFILE_DIR=/tmp/jf CAIRN_BENCH_LARGE=1 \
        go test -run '^$' -bench LargeFile -benchtime 3x -cpu 1 ./jsonfile/
    python3 jsonfile/testdata/seed_history.py /tmp/jf/ai_cache-1000000.json
"""

import json
import resource
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from enum import Enum


class AIDecision(str, Enum):
    INCLUDE = "INCLUDE"
    EXCLUDE = "EXCLUDE"
    UNCERTAIN = "UNCERTAIN"


@dataclass
class Judgment:
    change_id: str
    decision: AIDecision
    reasoning: str
    user_decision: AIDecision | None
    user_reasoning: str | None
    product: str
    url: str | None
    description: str | None
    ai_provider: str | None
    timestamp: datetime

    @property
    def was_corrected(self) -> bool:
        return self.user_decision is not None and self.user_decision != self.decision


def parse_ts(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


def load(path):
    with open(path) as f:
        raw = json.load(f)
    out = {}
    for cid, j in raw["judgments"].items():
        ud = j.get("user_decision")
        out[cid] = Judgment(
            change_id=j["change_id"],
            decision=AIDecision(j["decision"]),
            reasoning=j["reasoning"],
            user_decision=AIDecision(ud) if ud is not None else None,
            user_reasoning=j.get("user_reasoning"),
            product=j["product"],
            url=j.get("url"),
            description=j.get("description"),
            ai_provider=j.get("ai_provider"),
            timestamp=parse_ts(j["timestamp"]),
        )
    return out


def get_history_for_prompt(judgments, product, max_entries=20, correction_ratio=0.75):
    # The seed's algorithm, step for step.
    product_judgments = [j for j in judgments.values() if j.product == product]
    corrected = [j for j in product_judgments if j.was_corrected]
    correct = [j for j in product_judgments if not j.was_corrected]
    corrected.sort(key=lambda j: j.timestamp, reverse=True)
    correct.sort(key=lambda j: j.timestamp, reverse=True)
    target_corrections = int(max_entries * correction_ratio)
    target_correct = max_entries - target_corrections
    actual_corrections = min(len(corrected), target_corrections)
    actual_correct = min(len(correct), target_correct)
    remaining_slots = max_entries - actual_corrections - actual_correct
    if remaining_slots > 0:
        if actual_corrections < target_corrections:
            actual_correct += min(remaining_slots, len(correct) - actual_correct)
        else:
            actual_corrections += min(remaining_slots, len(corrected) - actual_corrections)
    selected_corrections = corrected[:actual_corrections]
    selected_correct = correct[:actual_correct]
    result = []
    corr_iter = iter(selected_corrections)
    correct_iter = iter(selected_correct)
    while len(result) < max_entries:
        try:
            result.append(next(corr_iter))
        except StopIteration:
            pass
        if len(result) < max_entries:
            try:
                result.append(next(correct_iter))
            except StopIteration:
                pass
        if len(result) == actual_corrections + actual_correct:
            break
    return result


def main():
    path = sys.argv[1]
    t = time.perf_counter()
    judgments = load(path)
    t_load = time.perf_counter() - t
    products = sorted({j.product for j in judgments.values()})
    t = time.perf_counter()
    get_history_for_prompt(judgments, products[7 % len(products)])
    t_first = time.perf_counter() - t
    times = []
    for p in products:
        t = time.perf_counter()
        get_history_for_prompt(judgments, p)
        times.append(time.perf_counter() - t)
    times.sort()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"judgments {len(judgments)}")
    print(f"load {t_load*1000:.0f} ms; open+history {(t_load+t_first)*1000:.0f} ms")
    print(f"history median {times[len(times)//2]*1000:.1f} ms over {len(times)} products")
    print(f"peak RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
