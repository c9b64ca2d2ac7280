# Known values of bench/compare's statistics (Spearman, Kendall tau-b, ranks
# with ties, MAPE, classes) and its SVG; python3 unittest, no gpuperf needed.
# RUN: %python %s %src/bench/compare 2>&1 | %FileCheck %s
# CHECK: OK
import importlib.machinery
import importlib.util
import math
import sys
import unittest
import xml.dom.minidom

path = sys.argv.pop(1)
loader = importlib.machinery.SourceFileLoader("bench_compare", path)
spec = importlib.util.spec_from_loader("bench_compare", loader)
C = importlib.util.module_from_spec(spec)
loader.exec_module(C)


class Stats(unittest.TestCase):
    def test_ranks_ties(self):
        self.assertEqual(C.ranks([10, 20, 20, 30]), [1, 2.5, 2.5, 4])
        self.assertEqual(C.ranks([3, 1, 2]), [3, 1, 2])

    def test_spearman(self):
        self.assertAlmostEqual(C.spearman([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]), 1.0)
        self.assertAlmostEqual(C.spearman([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]), -1.0)
        # monotone but non-linear: still 1
        self.assertAlmostEqual(C.spearman([1, 2, 3, 4], [1, 10, 100, 1000]), 1.0)
        # textbook: d = (0,-1,1,0,0) -> 1 - 6*2/(5*24) = 0.9
        self.assertAlmostEqual(C.spearman([1, 2, 3, 4, 5], [1, 3, 2, 4, 5]), 0.9)
        # ties: Pearson of the average ranks [1,2.5,2.5,4] vs [1,2,3,4] = 0.9486833
        self.assertAlmostEqual(C.spearman([1, 2, 2, 3], [1, 2, 3, 4]), 3 / math.sqrt(10), 6)
        self.assertIsNone(C.spearman([1, 1, 1], [1, 2, 3]))
        self.assertIsNone(C.spearman([1], [1]))

    def test_kendall(self):
        self.assertAlmostEqual(C.kendall([1, 2, 3, 4], [1, 2, 3, 4]), 1.0)
        self.assertAlmostEqual(C.kendall([1, 2, 3, 4], [4, 3, 2, 1]), -1.0)
        # one discordant pair of 10: (9 - 1) / 10
        self.assertAlmostEqual(C.kendall([1, 2, 3, 4, 5], [1, 3, 2, 4, 5]), 0.8)
        # tau-b with a tie in x: C=5, D=0, ties_x=1 -> 5 / sqrt(6*5)
        self.assertAlmostEqual(C.kendall([1, 2, 2, 3], [1, 2, 3, 4]), 5 / math.sqrt(30))
        self.assertIsNone(C.kendall([2, 2], [1, 2]))

    def test_mape_ratio_classes(self):
        self.assertAlmostEqual(C.mape([1.1, 0.5], [1.0, 1.0]), 30.0)
        self.assertAlmostEqual(C.ratio(0.5, 2.0), 4.0)
        self.assertEqual([C.pow2_class(x) for x in (1, 1.3, 3.1, 5, 31.9)], [1, 1, 4, 4, 32])
        self.assertIsNone(C.pow2_class(0))

    def test_spec_for_device(self):
        names = ["h100", "h200", "a100", "v100"]
        self.assertEqual(C.spec_for_device("NVIDIA H200", names), "h200")
        self.assertEqual(C.spec_for_device("Tesla V100-SXM2-16GB", names), "v100")
        self.assertIsNone(C.spec_for_device("Mock GPU (no hardware)", names))

    def test_svg(self):
        svg = C.scatter_svg([("a", "a/x", 1.0, 2.0), ("b", "b/y", 0.01, 0.02)], "t & <u>")
        doc = xml.dom.minidom.parseString(svg)
        self.assertEqual(len(doc.getElementsByTagName("circle")), 2 + 2)  # points + legend


unittest.main(verbosity=0)
