"""Ye and Barg, optimal subset selection for distribution estimation under eps-LDP (IEEE Trans. IT 2018)."""
