// The async boundary lets the federation runtime settle shared singletons first.
import('./bootstrap');
